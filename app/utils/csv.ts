/**
 * CSV cells that a spreadsheet would run as a formula (= + - @, and tab or carriage return
 * that some programs skip first) get a leading apostrophe, so a lead named
 * `=HYPERLINK(...)` stays text. Every cell is quoted; quotes are doubled.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
