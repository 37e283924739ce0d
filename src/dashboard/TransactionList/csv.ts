/**
 * Transactions as RFC 4180 CSV: every field quoted (so commas, quotes and line breaks inside a
 * value stay inside it), quotes doubled, records ended by CRLF. No library in the kit does this,
 * and a dozen tested lines cost less than one in the dashboard's 30 KB budget.
 */

import type { Transaction } from 'paykit/schemas';

/** The columns, named as the service names the fields, so the file reads back into the same shape. */
export const CSV_COLUMNS = ['id', 'created_at', 'amount', 'currency', 'status', 'payment_link_id', 'tx_hash', 'confirmed_at', 'settled_at'] as const;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a payment link id such as `=HYPERLINK(…)` set by whoever created the link could
 * otherwise run or leak data in the merchant's spreadsheet (CSV injection). A leading single
 * quote makes the cell plain text; the value is otherwise unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, guarded and quoted. */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header line and one line per transaction, each ended by CRLF. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [CSV_COLUMNS.map(csvField).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvField(row[column])).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
