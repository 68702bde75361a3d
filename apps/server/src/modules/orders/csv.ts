import { type OrderFilter, SHOP_TIME_ZONE } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { areaNameOf } from '../delivery/index.js';
import { matchesFilter } from './queries.js';

/** Excel reads a file as UTF-8 (Arabic names intact) only when it starts with this mark. */
export const BYTE_ORDER_MARK = '\uFEFF';

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
  'Delivery (LBP)',
  'Total (LBP)',
  'Total ($)',
  'Status',
];

/**
 * One CSV cell. Text a spreadsheet would run as a formula ('=', '+', '-', '@', or a tab or carriage
 * return first: OWASP's CSV injection) starts with an apostrophe, which the spreadsheet shows as text;
 * a cell with a comma, quote or line break is quoted, its quotes doubled (RFC 4180), and so is one with
 * a semicolon or tab: Excel in French (or any locale whose list separator is ';') splits there, and the
 * rest of the cell would start a new one.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

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
  yield BYTE_ORDER_MARK + csvLine(CSV_HEADER);
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
        areaNameOf(sql.ref('orders.area_id')).as('area'),
        'orders.address',
        'lines.items',
        'lines.pieces',
        'orders.items_price',
        'orders.delivery_price',
        'orders.total_price',
        'orders.dollar_total_price',
        'orders.order_status',
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.number,
          row.date,
          row.customer,
          row.phone_no,
          row.city,
          row.area,
          row.address,
          row.items ?? '',
          row.pieces,
          row.items_price,
          row.delivery_price,
          row.total_price,
          row.dollar_total_price,
          row.order_status,
        ]),
      )
      .join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (last) after = { at: last.at, id: last.id };
  }
}
