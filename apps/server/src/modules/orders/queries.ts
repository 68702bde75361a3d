import {
  DEFAULT_LOCALE,
  type Locale,
  ORDER_SLIPS_MAX,
  type Order,
  type OrderFilter,
  type OrderStatus,
} from '@shop/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';
import type { DB } from '../../db/schema.js';
import { SHOP_ZONE } from '../../db/shop-zone.js';
import { UNSOLD_STATUSES } from '../../db/unsold-statuses.js';
import { findUserById } from '../accounts/index.js';
import { localizedText } from '../catalog/index.js';
import { areasByEnglishName, orderAreaJson } from '../delivery/index.js';

type Executor = Database | Transaction<DB>;

/**
 * One order row (alias `o`) in the API's JSON shape with its lines, built by the database so that a
 * page of orders is one round trip. Lines keep the prices charged at order time, and the name the
 * product had then; in another language than English, a line shows the product's translated name while
 * the product has one. The lines come from `order_items`, or from the rows a checkout statement is
 * inserting (which it cannot read back yet).
 */
export const orderJsonFrom = (
  lines: 'order_items' | 'new_items',
  locale: Locale,
) => sql<Order>`json_build_object(
  '_id', o.id,
  'number', o.number,
  'orderItems', (
    select coalesce(json_agg(json_build_object(
      'product', i.product_id, 'productId', i.product_code,
      'name', ${localizedText(locale, 'name', sql.ref('i.product_id'), sql.ref('i.name'))}, 'image', i.image,
      'price', i.price, 'quantity', i.quantity, 'size', i.size, 'color', i.color,
      'discountRate', i.discount_rate, 'isChecked', i.discount_active) order by i.position), '[]')
    from ${sql.table(lines)} i where i.order_id = o.id),
  'shippingInfo', json_build_object(
    'firstName', o.first_name, 'lastName', o.last_name, 'address', o.address, 'city', o.city,
    'postalCode', o.postal_code, 'country', o.country, 'phoneNo', o.phone_no,
    'area', ${orderAreaJson(sql.ref('o.area_id'), locale)}),
  'paymentInfo', json_build_object('status', o.payment_status),
  'paymentType', o.payment_type,
  'itemsPrice', o.items_price,
  'promoCode', o.promo_code,
  'discount', o.discount,
  'deliveryPrice', o.delivery_price,
  'totalPrice', o.total_price,
  'dollarRate', o.dollar_rate,
  'dollarItemsPrice', o.dollar_items_price,
  'dollarTotalPrice', o.dollar_total_price,
  'orderStatus', o.order_status,
  'user', o.user_id,
  'createdAt', ${isoTime('o.created_at')},
  'paidAt', ${isoTime('o.paid_at')},
  'deliveredAt', ${isoTime('o.delivered_at')}
)`;

/**
 * The language the order's own answer, mails and WhatsApp text name its lines in: English, the names
 * they were bought under (the shop's record). The shopper's lists name them in the page's language.
 */
export const ORDER_RECORD_LOCALE: Locale = DEFAULT_LOCALE;

/** An order as the shop records it (checkout's answer and its replays, the admin's screens, slips). */
export const orderJson = orderJsonFrom('order_items', ORDER_RECORD_LOCALE);

/** Lists are newest first, then id, so that pages never overlap or skip. Lines named in `locale`. */
const orderArrayJson = (locale: Locale) =>
  sql<
    Order[]
  >`coalesce(json_agg(${orderJsonFrom('order_items', locale)} order by o.created_at desc, o.id desc), '[]')`;

/** The order, its lines named in `locale`. */
export async function findOrder(db: Executor, id: string, locale: Locale): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .select(orderJsonFrom('order_items', locale).as('order'))
    .where('o.id', '=', id)
    .executeTakeFirst();
  return row?.order;
}

/**
 * An order as its customer reads it: in the language it was placed in (its lines named so), with the
 * account's name and address for a mail (null once the account is deleted). Undefined: no such order.
 */
export async function orderForCustomer(
  db: Database,
  id: string,
): Promise<{ order: Order; locale: Locale; customer: { name: string; email: string } | null } | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['locale', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  const order = row && (await findOrder(db, id, row.locale));
  if (!row || !order) return undefined;
  const user = row.user_id === null ? undefined : await findUserById(db, row.user_id);
  const customer = user ? { name: user.name, email: user.email } : null;
  return { order, locale: row.locale, customer };
}

/** The user's orders, newest first, their lines named in `locale`. */
export async function listUserOrders(db: Database, userId: string, locale: Locale): Promise<Order[]> {
  const row = await db
    .selectFrom('orders as o')
    .select(orderArrayJson(locale).as('orders'))
    .where('o.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.orders;
}

export interface OrdersPage {
  orders: Order[];
  ordersCount: number;
  totalAmount: number;
  /** By order id: the other cancelled orders of its account or phone number, when there are any. */
  cancelledBefore: Record<string, number>;
}

/**
 * The other cancelled or returned orders of an order's account or of its phone number, each counted
 * once (the partial indexes of migration 0033 serve both halves).
 */
const cancelledAlongside = sql<number>`(
  select count(*)::int from (
    select x.id from orders x where x.user_id = o.user_id and x.order_status in ${UNSOLD_STATUSES}
    union
    select x.id from orders x
      where x.phone_key = o.phone_key and o.phone_key <> '' and x.order_status in ${UNSOLD_STATUSES}
  ) c where c.id <> o.id)`;

/** The instant a shop day (YYYY-MM-DD, Asia/Beirut) starts; `+ 1` for the next day's. */
const dayStart = (day: string, plus = 0) =>
  sql<Date>`((${day}::date + ${plus}::int)::timestamp at time zone ${SHOP_ZONE})`;

/** `%text%` for LIKE, the text's own `%`, `_` and `\` matching themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search of the Orders tab: the order number ('1042', '#1042'), a name anywhere in the customer's, or
 * phone digits anywhere in the order's phone, spelled any way ('+961 3 12', '03 12'; compared as
 * `phone_key`, migration 0019). Names and phones are served by the trigram indexes of migration 0023.
 */
function searchCondition(eb: ExpressionBuilder<DB, 'orders'>, q: string): Expression<SqlBool> {
  const found: Expression<SqlBool>[] = [
    sql<SqlBool>`(first_name || ' ' || last_name) ilike ${containing(q)}`,
  ];
  const digits = q.replace(/\D/g, '');
  if (/^#?\d{1,15}$/.test(q)) found.push(eb('number', '=', Number(digits)));
  // Three digits of the number itself: '+961' or '000' leave none, and would match every phone.
  if (digits.length >= 3 && !/\p{L}/u.test(q)) {
    found.push(sql<SqlBool>`(length(phone_key(${q})) >= 3 and phone_key like '%' || phone_key(${q}) || '%')`);
  }
  return eb.or(found);
}

/** The orders an Orders tab filter matches (status, delivery area, shop days from/to included, search). */
export function matchesFilter(eb: ExpressionBuilder<DB, 'orders'>, filter: OrderFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb('order_status', '=', filter.status));
  if (filter.area) conditions.push(eb('area_id', '=', filter.area));
  if (filter.from) conditions.push(eb('created_at', '>=', dayStart(filter.from)));
  if (filter.to) conditions.push(eb('created_at', '<', dayStart(filter.to, 1)));
  if (filter.q) conditions.push(searchCondition(eb, filter.q));
  return eb.and(conditions);
}

/**
 * A page of the admin list and the totals of everything the filter matches. Without a status filter the
 * amount leaves cancelled and returned orders out: they bring no money.
 */
export async function listOrders(
  db: Database,
  filter: OrderFilter & { limit: number; offset: number },
): Promise<OrdersPage> {
  const matching = db.selectFrom('orders').where((eb) => matchesFilter(eb, filter));
  const page = matching
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
  const { orders, cancelled } = await db
    .selectFrom(page.as('o'))
    .select([
      orderArrayJson(ORDER_RECORD_LOCALE).as('orders'),
      sql<Record<string, number> | null>`jsonb_object_agg(o.id, ${cancelledAlongside})`.as('cancelled'),
    ])
    .executeTakeFirstOrThrow();
  const cancelledBefore = Object.fromEntries(
    Object.entries(cancelled ?? {}).filter(([, count]) => count > 0),
  );
  const amount = filter.status
    ? sql<number>`coalesce(sum(total_price), 0)`
    : sql<number>`coalesce(sum(total_price) filter (where order_status not in ${UNSOLD_STATUSES}), 0)`;
  const totals = await matching
    .select([sql<number>`count(*)`.as('count'), amount.as('amount')])
    .executeTakeFirstOrThrow();
  return { orders, ordersCount: Number(totals.count), totalAmount: Number(totals.amount), cancelledBefore };
}

/**
 * The delivery slips' orders: the filter's (or the chosen ones among them), at most ORDER_SLIPS_MAX, the
 * oldest first as they were packed; then, for the driver's route, grouped by delivery area (by its
 * English name, orders without one last), oldest first within an area; and how many the filter matches.
 */
export async function slipOrders(
  db: Database,
  filter: OrderFilter & { id?: string[] },
): Promise<{ orders: Order[]; ordersCount: number }> {
  const matching = db
    .selectFrom('orders')
    .where((eb) => matchesFilter(eb, filter))
    .$if(filter.id !== undefined, (qb) => qb.where('id', 'in', filter.id ?? []));
  const page = matching.selectAll().orderBy('created_at').orderBy('id').limit(ORDER_SLIPS_MAX);
  const areaIds = (await areasByEnglishName(db)).map((area) => area.id);
  const route = sql`array_position(${areaIds}::uuid[], o.area_id) nulls last, o.area_id, o.created_at, o.id`;
  const row = await db
    .selectFrom(page.as('o'))
    .select(sql<Order[]>`coalesce(json_agg(${orderJson} order by ${route}), '[]')`.as('orders'))
    .select(matching.select(sql<number>`count(*)::int`.as('n')).as('count'))
    .executeTakeFirstOrThrow();
  return { orders: row.orders, ordersCount: Number(row.count) };
}

/** A shop day's orders (YYYY-MM-DD, Asia/Beirut), whatever became of them, and their sales. */
export interface ShopDayOrders {
  orders: number;
  /** The day's takings: cancelled and returned orders left out. */
  sales: number;
  /** Of the day's orders, those cancelled or returned since. */
  cancelled: number;
}

/** The orders placed on shop day `day` (the morning digest's yesterday): one range of created_at. */
export async function shopDayOrders(db: Database, day: string): Promise<ShopDayOrders> {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`coalesce(sum(total_price::float8) filter (where order_status not in ${UNSOLD_STATUSES}), 0)`.as(
        'sales',
      ),
      sql<number>`(count(*) filter (where order_status in ${UNSOLD_STATUSES}))::int`.as('cancelled'),
    ])
    .where('created_at', '>=', dayStart(day))
    .where('created_at', '<', dayStart(day, 1))
    .executeTakeFirstOrThrow();
  return { orders: row.orders, sales: Number(row.sales), cancelled: row.cancelled };
}

// --- the admin's changes ---------------------------------------------------------------------------

/** An order as its status changes see it: its status, and whose use of which promo code it carries. */
export interface LockedOrder {
  id: string;
  status: OrderStatus;
  promoCodeId: string | null;
  userId: string | null;
  phoneKey: string;
}

/** The order, locked until the transaction ends; undefined when there is no such order. */
export async function lockOrder(trx: Transaction<DB>, id: string): Promise<LockedOrder | undefined> {
  const row = await trx
    .selectFrom('orders')
    .select(['id', 'order_status', 'promo_code_id', 'user_id', 'phone_key'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.order_status,
      promoCodeId: row.promo_code_id,
      userId: row.user_id,
      phoneKey: row.phone_key,
    }
  );
}

/** The user's Processing orders (the admin cancels them all, one by one). */
export async function processingOrderIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('order_status', '=', 'Processing')
    .execute();
  return rows.map((row) => row.id);
}

/** An account's orders as the admin's Users tab counts them: open, and cancelled or returned. */
export interface OrderCounts {
  open: number;
  unsold: number;
}

/** The counts of each user of `userIds` (every user when undefined) who placed an order, by user id. */
export async function orderCountsByUser(
  db: Database,
  userIds?: readonly string[],
): Promise<Map<string, OrderCounts>> {
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select([
      'user_id',
      sql<number>`(count(*) filter (where order_status = 'Processing'))::int`.as('open'),
      sql<number>`(count(*) filter (where order_status in ${UNSOLD_STATUSES}))::int`.as('unsold'),
    ])
    .$if(userIds !== undefined, (qb) => qb.where('user_id', 'in', userIds as string[]))
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.flatMap((row) => (row.user_id ? [[row.user_id, { open: row.open, unsold: row.unsold }]] : [])),
  );
}

/** Delivered also means paid (cash on delivery): the payment succeeds with the delivery. */
export async function setOrderStatus(trx: Transaction<DB>, id: string, status: OrderStatus): Promise<void> {
  const delivered = status === 'Delivered';
  await trx
    .updateTable('orders')
    .set({
      order_status: status,
      ...(delivered && { payment_status: 'succeeded', paid_at: sql`now()`, delivered_at: sql`now()` }),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteOrder(trx: Transaction<DB>, id: string): Promise<void> {
  await trx.deleteFrom('orders').where('id', '=', id).execute();
}
