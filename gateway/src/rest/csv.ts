/**
 * A CSV document (RFC 4180, CRLF line ends). A cell a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) is prefixed with an apostrophe, so a name in a downloaded file cannot run anything.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
