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

/** The first row of a CSV file, after a byte-order mark so spreadsheet programs read UTF-8 names correctly. */
export function csvHeader(names: unknown[]): string {
  return "\uFEFF" + csvRow(names);
}

/** A CSV file to download: never cached, never sniffed as anything else. */
export function csvResponse(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
