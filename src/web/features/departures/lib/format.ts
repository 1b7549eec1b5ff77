/** How departures read on the admin pages: "Fri 27 Nov 2026" for 2026-11-27 (a Dhaka date). */
const SHORT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

export function formatDepartureDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(at.getTime()) ? date : SHORT.format(at).replace(',', '')
}
