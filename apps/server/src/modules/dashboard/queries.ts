import {
  LOW_STOCK_COUNT_MAX,
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type Locale,
  type OpenOrders,
  ORDER_STATUSES,
  type OrderCounts,
  type SummaryResponse,
  TOP_PRODUCTS_COUNT,
} from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { SHOP_ZONE } from '../../db/shop-zone.js';
import { UNSOLD_STATUSES } from '../../db/unsold-statuses.js';
import { localizedText } from '../catalog/index.js';
import { orderAreaJson } from '../delivery/index.js';
import { rateValue, setRate } from '../settings/index.js';

type Summary = Omit<SummaryResponse, 'success'>;

const threshold = rateValue('lowStockThreshold', LOW_STOCK_THRESHOLD_DEFAULT);

/** Every status with its count (0 for a status no order is in). */
function countsOf(rows: readonly { status: string; count: number }[] | null): OrderCounts {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts;
  for (const { status, count } of rows ?? []) counts[status as keyof OrderCounts] = count;
  return counts;
}

/** The orders to ship and with the driver, whenever placed: ranges of `orders_status_created_idx`. */
const openOrdersJson = sql<OpenOrders>`json_build_object(
  'Processing', (select count(*)::int from orders where order_status = 'Processing'),
  'Shipped', (select count(*)::int from orders where order_status = 'Shipped'))`;

export async function readOpenOrders(db: Database): Promise<OpenOrders> {
  const row = await db.selectNoFrom(openOrdersJson.as('open')).executeTakeFirstOrThrow();
  return row.open;
}

/**
 * The admin's home in one statement, over the last `days` shop days (Asia/Beirut, today included): a day
 * starts at `(day)::timestamp at time zone 'Asia/Beirut'`, so the period is one range of an index on
 * created_at. Cancelled and returned orders bring no money: they are left out of sales, best sellers
 * and sales by area.
 * - sales: each day of the period, from `orders_sales_idx` (it holds what the days add up);
 * - byStatus: the period's orders by status; open: the orders to ship and on their way, of any date;
 * - lowStock: the first options of `product_options_low_stock_idx` (fewest pieces first), the count
 *   stopping at LOW_STOCK_COUNT_MAX;
 * - topProducts: the period's order lines from `order_items_sold_idx` (each line carries its order's
 *   time, migration 0024), the period's cancelled and returned orders left out;
 * - byArea: the period's orders by delivery area, from the same index as the sales (it holds the area
 *   and the fee since migration 0032), the most sales first.
 * Products are named in `locale` (English where a product has no translation).
 * LBP amounts are whole: added up as float8 (exact below 2^53, and a third of numeric's cost at tens of
 * thousands of rows); dollars have cents and stay numeric.
 */
export async function readSummary(db: Database, days: number, locale: Locale): Promise<Summary> {
  const firstDay = sql`((now() at time zone ${SHOP_ZONE})::date - ${days - 1}::int)`;
  const start = sql`(${firstDay}::timestamp at time zone ${SHOP_ZONE})`;
  const row = await db
    .selectNoFrom([
      sql<Summary['sales']>`(
        with placed as (
          select (o.created_at at time zone ${SHOP_ZONE})::date as day, count(*)::int as orders,
                 sum(o.items_price::float8) as items_price, sum(o.total_price::float8) as total_price,
                 sum(coalesce(o.dollar_total_price, 0)) as dollar_total_price
          from orders o
          where o.created_at >= ${start} and o.order_status not in ${UNSOLD_STATUSES}
          group by 1
        )
        select json_agg(json_build_object(
            'date', to_char(d.day, 'YYYY-MM-DD'), 'orders', coalesce(p.orders, 0),
            'itemsPrice', coalesce(p.items_price, 0), 'totalPrice', coalesce(p.total_price, 0),
            'dollarTotalPrice', coalesce(p.dollar_total_price, 0)) order by d.day)
        from (select g::date as day
              from generate_series(${firstDay}, (now() at time zone ${SHOP_ZONE})::date, interval '1 day') g) d
          left join placed p on p.day = d.day)`.as('sales'),
      sql<{ status: string; count: number }[] | null>`(
        select json_agg(json_build_object('status', c.order_status, 'count', c.n))
        from (select order_status, count(*)::int as n from orders where created_at >= ${start}
              group by order_status) c)`.as('counts'),
      openOrdersJson.as('open'),
      sql<Summary['lowStock'] | null>`(
        select json_agg(json_build_object('product', p.id, 'code', coalesce(nullif(l.code, ''), p.product_code),
            'name', ${localizedText(locale, 'name')}, 'size', l.size, 'color', l.color, 'quantity', l.quantity)
            order by l.rank)
        from (
          select op.product_id, op.code, op.size, op.color, op.quantity,
                 row_number() over (order by op.quantity, op.product_id, op.position) as rank
          from product_options op
          where op.quantity <= ${threshold}
          order by op.quantity, op.product_id, op.position
          limit ${LOW_STOCK_LIST_MAX}
        ) l join products p on p.id = l.product_id)`.as('low'),
      sql<number>`(select count(*)::int from (
          select 1 from product_options where quantity <= ${threshold} limit ${LOW_STOCK_COUNT_MAX}) c)`.as(
        'lowCount',
      ),
      threshold.as('threshold'),
      sql<Summary['topProducts'] | null>`(
        select json_agg(json_build_object('product', t.product_id, 'code', p.product_code,
            'name', ${localizedText(locale, 'name')}, 'pieces', t.pieces, 'amount', t.amount)
            order by t.pieces desc, t.amount desc, p.name)
        from (
          select i.product_id, sum(i.quantity)::int as pieces, sum((i.price * i.quantity)::float8) as amount
          from order_items i
          where i.created_at >= ${start} and i.product_id is not null
            and not exists (select 1 from orders c
                            where c.id = i.order_id and c.order_status in ${UNSOLD_STATUSES}
                              and c.created_at >= ${start})
          group by i.product_id
          order by pieces desc, amount desc
          limit ${TOP_PRODUCTS_COUNT}
        ) t join products p on p.id = t.product_id)`.as('top'),
      sql<Summary['byArea'] | null>`(
        select json_agg(json_build_object('area', ${orderAreaJson(sql.ref('b.area_id'), locale)},
            'orders', b.orders, 'totalPrice', b.total_price, 'deliveryPrice', b.delivery_price)
          order by b.total_price desc, b.orders desc, b.area_id nulls last)
        from (
          select o.area_id, count(*)::int as orders, sum(o.total_price::float8) as total_price,
                 sum(o.delivery_price::float8) as delivery_price
          from orders o
          where o.created_at >= ${start} and o.order_status not in ${UNSOLD_STATUSES}
          group by o.area_id
        ) b)`.as('byArea'),
    ])
    .executeTakeFirstOrThrow();
  return {
    sales: row.sales,
    byStatus: countsOf(row.counts),
    open: row.open,
    lowStock: row.low ?? [],
    lowStockCount: row.lowCount,
    lowStockThreshold: Number(row.threshold),
    topProducts: row.top ?? [],
    byArea: row.byArea ?? [],
  };
}

export async function setLowStockThreshold(db: Database, threshold: number): Promise<void> {
  await setRate(db, 'lowStockThreshold', threshold);
}
