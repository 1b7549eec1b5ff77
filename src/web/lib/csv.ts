/**
 * CSV made in the browser (a departure's manifest): the cells as the server's exports write
 * them (shared/csv.ts), and the download.
 */
import { csvCell, type CsvValue } from '#shared/csv.ts'

/** A column: its heading, and how a row fills it. */
export type CsvColumn<Row> = [heading: string, value: (row: Row) => CsvValue]

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
