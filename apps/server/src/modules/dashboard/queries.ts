import {
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD_DEFAULT,
  ORDER_STATUSES,
  type OrderCounts,
  SHOP_TIME_ZONE,
  type SummaryResponse,
  TOP_PRODUCTS_COUNT,
} from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rateValue, setRate } from '../settings/index.js';

type Summary = Omit<SummaryResponse, 'success'>;

const threshold = rateValue('lowStockThreshold', LOW_STOCK_THRESHOLD_DEFAULT);

/** Every status with its count (0 for a status no order is in). */
function countsOf(rows: readonly { status: string; count: number }[] | null): OrderCounts {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts;
  for (const { status, count } of rows ?? []) counts[status as keyof OrderCounts] = count;
  return counts;
}

/** How many orders are in each status, every one counted (the index on order_status serves it). */
const countsByStatus = sql<{ status: string; count: number }[] | null>`(
  select json_agg(json_build_object('status', order_status, 'count', n))
  from (select order_status, count(*)::int as n from orders group by order_status) c)`;

export async function orderCounts(db: Database): Promise<OrderCounts> {
  const row = await db.selectNoFrom(countsByStatus.as('counts')).executeTakeFirstOrThrow();
  return countsOf(row.counts);
}

/**
 * The admin's home in one statement: the last `days` shop days (Asia/Beirut, today included) with their
 * sales, the orders by status, the options at or under the low-stock threshold (most urgent first), and
 * the period's best sellers. Cancelled orders bring no money: they are left out of sales and sellers.
 * A day starts at midnight in Beirut: `(day)::timestamp at time zone 'Asia/Beirut'` is that instant, so
 * the orders of the period are a range of `orders_created_idx`.
 */
export async function summary(db: Database, days: number): Promise<Summary> {
  const zone = sql.lit(SHOP_TIME_ZONE);
  const row = await db
    .selectNoFrom([
      sql<Summary['sales']>`(
        with period as (
          select (now() at time zone ${zone})::date - ${days - 1}::int as first_day,
                 (now() at time zone ${zone})::date as last_day
        ), placed as (
          select (o.created_at at time zone ${zone})::date as day, count(*)::int as orders,
                 sum(o.items_price) as items_price, sum(o.total_price) as total_price,
                 sum(coalesce(o.dollar_total_price, 0)) as dollar_total_price
          from orders o, period
          where o.created_at >= (period.first_day::timestamp at time zone ${zone})
            and o.order_status <> 'Cancelled'
          group by 1
        )
        select json_agg(json_build_object(
            'date', to_char(d.day, 'YYYY-MM-DD'), 'orders', coalesce(p.orders, 0),
            'itemsPrice', coalesce(p.items_price, 0), 'totalPrice', coalesce(p.total_price, 0),
            'dollarTotalPrice', coalesce(p.dollar_total_price, 0)) order by d.day)
        from period,
          lateral (select g::date as day from generate_series(first_day, last_day, interval '1 day') g) d
          left join placed p on p.day = d.day)`.as('sales'),
      countsByStatus.as('counts'),
      sql<{ list: Summary['lowStock'] | null; count: number }>`(
        select json_build_object('list', json_agg(l.option order by l.quantity, l.name, l.size, l.color)
            filter (where l.rank <= ${LOW_STOCK_LIST_MAX}), 'count', count(*))
        from (
          select json_build_object('product', p.id, 'code', coalesce(nullif(op.code, ''), p.product_code),
                   'name', p.name, 'size', op.size, 'color', op.color, 'quantity', op.quantity) as option,
                 op.quantity, p.name, op.size, op.color,
                 row_number() over (order by op.quantity, p.name, op.size, op.color) as rank
          from product_options op join products p on p.id = op.product_id
          where op.quantity <= ${threshold}
        ) l)`.as('low'),
      threshold.as('threshold'),
      sql<Summary['topProducts'] | null>`(
        select json_agg(json_build_object('product', t.product_id, 'code', p.product_code,
            'name', p.name, 'pieces', t.pieces, 'amount', t.amount) order by t.pieces desc, t.amount desc, p.name)
        from (
          select i.product_id, sum(i.quantity)::int as pieces, sum(i.price * i.quantity) as amount
          from orders o join order_items i on i.order_id = o.id
          where o.created_at >= (((now() at time zone ${zone})::date - ${days - 1}::int)::timestamp
                  at time zone ${zone})
            and o.order_status <> 'Cancelled' and i.product_id is not null
          group by i.product_id
          order by pieces desc, amount desc
          limit ${TOP_PRODUCTS_COUNT}
        ) t join products p on p.id = t.product_id)`.as('top'),
    ])
    .executeTakeFirstOrThrow();
  return {
    sales: row.sales,
    byStatus: countsOf(row.counts),
    lowStock: row.low.list ?? [],
    lowStockCount: row.low.count,
    lowStockThreshold: Number(row.threshold),
    topProducts: row.top ?? [],
  };
}

export async function setLowStockThreshold(db: Database, threshold: number): Promise<void> {
  await setRate(db, 'lowStockThreshold', threshold);
}
