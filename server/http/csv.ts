/** Spreadsheets run cells starting with = + - @, tab or CR as formulas, so those get a leading apostrophe (OWASP). */
export function csvCell(value: string | number | boolean | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}
