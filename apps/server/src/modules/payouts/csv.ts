/**
 * The manual batch provider's files (ADR 0162): the bank-upload CSV an admin downloads, and the
 * bank's result CSV read back. RFC 4180 quoting; a cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with a quote mark.
 */

/** One cell: formula-looking text neutralised, then quoted when it holds a comma, quote or newline. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

/** Parses CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Taka with two decimals from paisa ('123456' → '1234.56'), as banks' upload files want amounts. */
export function takaText(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

export const BATCH_HEADER = [
  'payable_id',
  'seller_name',
  'method',
  'account_name',
  'account_number',
  'bank_name',
  'routing_number',
  'wallet_number',
  'amount_bdt',
  'reference',
] as const;

/** A neutralised cell read back: the leading quote mark this file added is not part of the value. */
export function cellValue(text: string): string {
  const trimmed = text.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}
