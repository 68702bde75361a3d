import { type OrderFilter, SHOP_TIME_ZONE } from '@shop/shared';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { areasByEnglishName } from '../delivery/index.js';
import { matchesFilter } from './queries.js';

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

const zone = sql.lit(SHOP_TIME_ZONE);

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
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const cursor = after;
    const rows = await db
      .selectFrom('orders')
      // The order's lines read once for both their cells.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('order_items as i')
            .whereRef('i.order_id', '=', 'orders.id')
            .select([
              sql<string | null>`string_agg(concat_ws(' ', nullif(i.product_code, ''), i.name,
                '(' || concat_ws(' / ', i.size, nullif(i.color, '')) || ')', '×' || i.quantity), '; '
                order by i.position)`.as('items'),
              sql<number>`coalesce(sum(i.quantity), 0)::int`.as('pieces'),
            ])
            .as('lines'),
        (join) => join.onTrue(),
      )
      .where((eb) => matchesFilter(eb, filter))
      .$if(cursor !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(orders.created_at, orders.id) < (${cursor?.at}::timestamptz, ${cursor?.id}::uuid)`,
        ),
      )
      .select([
        'orders.id',
        'orders.number',
        sql<string>`orders.created_at::text`.as('at'),
        sql<string>`to_char(orders.created_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`.as('date'),
        sql<string>`concat_ws(' ', orders.first_name, nullif(orders.last_name, ''))`.as('customer'),
        'orders.phone_no',
        'orders.city',
        'orders.area_id',
        'orders.address',
        'lines.items',
        'lines.pieces',
        'orders.items_price',
        'orders.promo_code',
        'orders.discount',
        'orders.delivery_price',
        'orders.total_price',
        'orders.dollar_total_price',
        'orders.dollar_rate',
        'orders.order_status',
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(batchSize)
      .execute();
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
