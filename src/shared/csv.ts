/**
 * One CSV cell, for the server's exports and the browser's alike. Quoted per RFC 4180 when it
 * holds a comma, a quote or a line break, and also a semicolon: spreadsheets in locales whose
 * decimal mark is a comma read `;` as the separator, and would split the cell there. A cell
 * starting with = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet shows
 * it as text instead of running it as a formula (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",;\r\n]/

export type CsvValue = string | number | boolean | null | undefined

export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
