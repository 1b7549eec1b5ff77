/**
 * CSV made in the browser (Manage Order's export, a departure's manifest). Cells are quoted per
 * RFC 4180 when they hold a comma, a quote or a line break; a cell starting with = + - @ (or a
 * tab or carriage return) gets a leading ' so a spreadsheet shows it as text instead of running
 * it as a formula (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

type Cell = string | number | boolean | null | undefined

export function csvCell(value: Cell): string {
  let text = value == null ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A column: its heading, and how a row fills it. */
export type CsvColumn<Row> = [heading: string, value: (row: Row) => Cell]

/** One header row, then one line per row, CRLF line ends. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const lines = [
    columns.map(([heading]) => csvCell(heading)).join(','),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row))).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** Saves text as a file through a temporary link; the BOM makes Excel read UTF-8 names right. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns; let them finish first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
