import type { OrderFilter } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { SHOP_ZONE } from '../../db/shop-zone.js';
import { matchesFilter } from './queries.js';

/** Where a batch of the export starts: after the last order of the one before (newest first). */
export interface CsvCursor {
  at: string;
  id: string;
}

/**
 * Up to `limit` of the filter's orders after `after`, newest first, with what the export's cells need
 * (the order's lines read once for both their cells).
 */
export async function ordersCsvBatch(
  db: Database,
  filter: OrderFilter,
  after: CsvCursor | undefined,
  limit: number,
) {
  return db
    .selectFrom('orders')
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
    .$if(after !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(orders.created_at, orders.id) < (${after?.at}::timestamptz, ${after?.id}::uuid)`,
      ),
    )
    .select([
      'orders.id',
      'orders.number',
      sql<string>`orders.created_at::text`.as('at'),
      sql<string>`to_char(orders.created_at at time zone ${SHOP_ZONE}, 'YYYY-MM-DD HH24:MI')`.as('date'),
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
    .limit(limit)
    .execute();
}
