import { LOW_STOCK_COUNT_MAX, type Locale, type OpenOrders } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { UNSOLD_STATUSES } from '../../db/unsold-statuses.js';
import { localizedText } from '../catalog/index.js';
import { openOrdersJson, threshold, zone } from './queries.js';

// The morning digest's figures, and the day each digest claims (decision 093).

/** What the owner's morning digest tells (digest.ts): yesterday, what waits today, low stock, messages. */
export interface DigestFigures {
  /** Yesterday's orders, whatever became of them; its sales leave the unsold ones out (cancelled, returned). */
  orders: number;
  sales: number;
  cancelled: number;
  open: OpenOrders;
  /** The most urgent low options (fewest pieces first), named in the digest's language. */
  lowStock: { name: string; size: string; color: string; quantity: number }[];
  lowStockCount: number;
  threshold: number;
  /** The newest messages waiting for an answer, and how many wait. */
  messages: { name: string; message: string }[];
  messagesCount: number;
}

/** The most low options and waiting messages a digest lists; the counts say how many more there are. */
const DIGEST_LIST_MAX = 10;

/**
 * The digest's figures in one statement: the shop day before `day` (YYYY-MM-DD, Beirut) for the orders
 * and sales, now for the rest. Product names in `locale`.
 */
export async function readDigestFigures(db: Database, day: string, locale: Locale): Promise<DigestFigures> {
  const start = sql`((${day}::date - 1)::timestamp at time zone ${zone})`;
  const end = sql`(${day}::date::timestamp at time zone ${zone})`;
  const row = await db
    .selectNoFrom([
      sql<{ orders: number; sales: number; cancelled: number }>`(
        select json_build_object('orders', count(*)::int,
          'sales', coalesce(sum(total_price::float8) filter (where order_status not in ${UNSOLD_STATUSES}), 0),
          'cancelled', count(*) filter (where order_status in ${UNSOLD_STATUSES})::int)
        from orders where created_at >= ${start} and created_at < ${end})`.as('yesterday'),
      openOrdersJson.as('open'),
      sql<DigestFigures['lowStock'] | null>`(
        select json_agg(json_build_object('name', ${localizedText(locale, 'name')}, 'size', l.size,
            'color', l.color, 'quantity', l.quantity) order by l.quantity, l.product_id, l.position)
        from (select op.product_id, op.size, op.color, op.quantity, op.position from product_options op
              where op.quantity <= ${threshold}
              order by op.quantity, op.product_id, op.position limit ${DIGEST_LIST_MAX}) l
          join products p on p.id = l.product_id)`.as('low'),
      sql<number>`(select count(*)::int from (
          select 1 from product_options where quantity <= ${threshold} limit ${LOW_STOCK_COUNT_MAX}) c)`.as(
        'lowCount',
      ),
      threshold.as('threshold'),
      sql<DigestFigures['messages'] | null>`(
        select json_agg(json_build_object('name', m.first_name || ' ' || m.last_name, 'message', m.message)
            order by m.created_at desc)
        from (select first_name, last_name, message, created_at from contact_messages where not handled
              order by created_at desc limit ${DIGEST_LIST_MAX}) m)`.as('messages'),
      sql<number>`(select count(*)::int from contact_messages where not handled)`.as('messagesCount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...row.yesterday,
    open: row.open,
    lowStock: row.low ?? [],
    lowStockCount: row.lowCount,
    threshold: Number(row.threshold),
    messages: row.messages ?? [],
    messagesCount: row.messagesCount,
  };
}

/** The shop day `day` (YYYY-MM-DD) for this process's digest: false when another took it first. */
export async function claimDigestDay(db: Database, day: string): Promise<boolean> {
  const row = await db
    .insertInto('digest_days')
    .values({ day })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning(sql<number>`1`.as('claimed'))
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the day back after its digest failed to leave, for the next tick of any process to try again. */
export async function releaseDigestDay(db: Database, day: string): Promise<void> {
  await db.deleteFrom('digest_days').where('day', '=', day).execute();
}
