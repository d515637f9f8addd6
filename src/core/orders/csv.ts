// CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between rows. A cell a
// spreadsheet would read as a formula (starting with =, +, -, @, or a tab or carriage return before
// one) is prefixed with an apostrophe, so a shopper's name like "=HYPERLINK(…)" stays text (OWASP
// "CSV injection"). Numbers are written as they are: they are ours, not a shopper's.
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number") return `"${String(value)}"`;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows of CSV, each ending with CRLF: a document written a part at a time joins these. */
export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A header row and data rows as one CSV document, ending with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRows([header, ...rows]);
}
