/** Excel reads a UTF-8 file as the local code page unless it starts with this mark. */
export const BOM = '\uFEFF';

/**
 * One field, quoted when it holds a comma, quote or line break (RFC 4180). A field a spreadsheet
 * would run as a formula (=, +, -, @) gets a leading apostrophe: dish names come from imports.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the mark, then each row's fields joined by commas, each line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const isoDay = (date: Date) =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/** `<prefix>-<restaurant>-<yyyy-mm-dd>.csv`, the name reduced to letters, digits and dashes. */
export function csvFileName(prefix: string, restaurantName: string, date: Date): string {
  const slug =
    restaurantName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'restaurant';
  return `${prefix}-${slug}-${isoDay(date)}.csv`;
}
