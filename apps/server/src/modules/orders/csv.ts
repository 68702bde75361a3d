import type { OrderFilter } from '@shop/shared';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/database.js';
import { areasByEnglishName } from '../delivery/index.js';
import { type CsvCursor, ordersCsvBatch } from './csv-queries.js';

export const CSV_HEADER = [
  'Number',
  'Date',
  'Customer',
  'Phone',
  'City',
  'Area',
  'Address',
  'Items',
  'Pieces',
  'Items price (LBP)',
  'Promo code',
  'Discount (LBP)',
  'Delivery (LBP)',
  'Total (LBP)',
  'Total ($)',
  'Dollar rate',
  'Status',
];

/**
 * How csv-stringify writes the file: RFC 4180 quoting (a cell with a comma, quote or line break quoted,
 * its quotes doubled), Windows line ends, and the shop's own rules: text a spreadsheet would run as a
 * formula ('=', '+', '-', '@', a tab or carriage return first, or their full-width forms: OWASP's CSV
 * injection) starts with an apostrophe, which the spreadsheet shows as text; and a cell with a semicolon
 * or tab is quoted too: Excel in French (or any locale whose list separator is ';') splits there, and the
 * rest of the cell would start a new one. The first chunk starts with a byte order mark: Excel reads a
 * file as UTF-8 (Arabic names intact) only then.
 */
export const CSV_CELLS = {
  record_delimiter: 'windows',
  // Given a record delimiter, csv-stringify quotes a lone line feed or carriage return only when asked.
  quote_record_delimiter: true,
  escape_formulas: true,
  quoted_match: /[;\t]/,
} as const;

/**
 * The filter's orders as CSV text, newest first, read in batches of `batchSize` by keyset (created_at,
 * id): however many orders match, one batch at a time is in memory, and a slow download holds back the
 * next read (the generator runs as the response stream asks).
 */
export async function* ordersCsv(
  db: Database,
  filter: OrderFilter,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield stringify([CSV_HEADER], { ...CSV_CELLS, bom: true });
  const areaNames = new Map((await areasByEnglishName(db)).map((area) => [area.id, area.name]));
  let after: CsvCursor | undefined;
  for (;;) {
    const rows = await ordersCsvBatch(db, filter, after, batchSize);
    if (rows.length === 0) return;
    yield stringify(
      rows.map((row) => [
        row.number,
        row.date,
        row.customer,
        row.phone_no,
        row.city,
        row.area_id === null ? null : (areaNames.get(row.area_id) ?? null),
        row.address,
        row.items ?? '',
        row.pieces,
        row.items_price,
        row.promo_code,
        row.discount,
        row.delivery_price,
        row.total_price,
        row.dollar_total_price,
        row.dollar_rate,
        row.order_status,
      ]),
      CSV_CELLS,
    );
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (last) after = { at: last.at, id: last.id };
  }
}
