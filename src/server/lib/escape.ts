/** Escapes text for HTML and XML: element content and quoted attribute values alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
