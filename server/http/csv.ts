/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula: such cells get a leading apostrophe (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | boolean | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}
