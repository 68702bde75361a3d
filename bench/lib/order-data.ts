import { type Database, DEMO_DELIVERY_RATE, DEMO_DOLLAR_RATE, hashPassword } from '@shop/server/bench';
import { type RawBuilder, sql } from 'kysely';
import { pick, pickWord } from '../catalogue.js';

/**
 * A year of generated orders for the admin's home (`dashboard.ts`), made by the database itself
 * (INSERT … SELECT over generate_series, in batches), on the generated catalogue:
 * - CUSTOMERS accounts (`bench-customer-N@example.com`), each with one name, phone, city and address;
 *   about one in seven writes their name in Arabic script. Some customers order far more than others;
 * - orders spread over the last 365 days, the newest day twice as busy as the oldest; numbers grow with
 *   the dates. Cancelled 5 % at any age; the last 18 hours Processing, the last 4 days mostly Shipped,
 *   older ones Delivered (paid on delivery) but for a few still Processing;
 * - 1–4 lines per order (mean 1.8) from the generated options, a few popular options ordered far more
 *   (the best sellers differ), 1–3 pieces, priced as the checkout prices them (discount rounded down).
 * Values come from hashes of the order's index, so every run builds the same orders (dates follow now()).
 */

const CUSTOMERS = 30_000;
const BATCH = 20_000;
const CUSTOMER_EMAIL = 'bench-customer-%@example.com';
const YEAR_SECONDS = 365 * 24 * 3600;

const LATIN_FIRST = [
  'Rana',
  'Maya',
  'Rita',
  'Nour',
  'Lara',
  'Hiba',
  'Zeina',
  'Carla',
  'Joelle',
  'Rima',
  'Nadine',
  'Sara',
  'Layal',
  'Mira',
  'Tala',
  'Yasmine',
  'Dima',
  'Christelle',
  'Elie',
  'Georges',
  'Charbel',
  'Ali',
  'Hussein',
  'Mohamad',
  'Karim',
  'Rami',
  'Joseph',
  'Tony',
  'Fadi',
  'Ziad',
  'Hadi',
  'Omar',
  'Khaled',
  'Walid',
  'Marwan',
  'Samir',
];
const LATIN_LAST = [
  'Khoury',
  'Haddad',
  'Nassar',
  'Saad',
  'El Hajj',
  'Azar',
  'Gemayel',
  'Daher',
  'Fakhoury',
  'Harb',
  'Karam',
  'Mansour',
  'Salameh',
  'Sleiman',
  'Abou Jaoude',
  'Chamoun',
  'Frem',
  'Hamdan',
  'Itani',
  'Jaber',
  'Kassem',
  'Makdessi',
  'Nasrallah',
  'Osman',
  'Rizk',
  'Sabbagh',
  'Tannous',
  'Yammine',
  'Zein',
  'Ghanem',
  'Moussa',
  'Bou Saab',
];
const ARABIC_FIRST = [
  'رنا',
  'مايا',
  'نور',
  'هبة',
  'زينة',
  'ريما',
  'سارة',
  'ليال',
  'علي',
  'حسين',
  'محمد',
  'كريم',
  'رامي',
  'جورج',
  'فادي',
  'زياد',
];
const ARABIC_LAST = [
  'خوري',
  'حداد',
  'نصار',
  'سعد',
  'الحاج',
  'عازار',
  'ضاهر',
  'حرب',
  'كرم',
  'منصور',
  'سليمان',
  'حمدان',
  'جابر',
  'قاسم',
  'موسى',
];
/** Beirut more often than the rest, as a Beirut shop's deliveries would be. */
const CITIES = [
  'Beirut',
  'Beirut',
  'Beirut',
  'Beirut',
  'Jounieh',
  'Jounieh',
  'Tripoli',
  'Saida',
  'Zahle',
  'Byblos',
  'Batroun',
  'Tyre',
  'Baabda',
  'Jdeideh',
  'Antelias',
  'Aley',
  'Nabatieh',
  'Baalbek',
  'Zgharta',
  'Broummana',
];
const STREETS = [
  'Hamra Street',
  'Bliss Street',
  'Armenia Street',
  'Gouraud Street',
  'Main Road',
  'Church Street',
  'Old Souk',
  'Sea Road',
  'Mar Elias Street',
  'Independence Street',
];
const ARABIC_STREETS = ['شارع الحمرا', 'شارع بلس', 'الطريق العام', 'شارع الكنيسة', 'السوق القديم'];
const FLOORS = ['ground floor', '1st floor', '2nd floor', '3rd floor', '4th floor', '5th floor'];
/** Mobile prefixes after the trunk 0 ('03') or the country code ('+961 71'). */
const PREFIXES = ['70', '71', '76', '78', '79', '81'];

/** Lines per order: one most often, up to four (mean 1.8). */
const LINES = [1, 1, 1, 1, 1, 2, 2, 2, 3, 4];
const PIECES = [1, 1, 1, 1, 1, 1, 2, 2, 3];

/** A deterministic fraction in [0, 1) of a seed and a salt. */
const fraction = (seed: RawBuilder<unknown>, salt: number) =>
  sql<number>`(${pick(seed, salt, 1_000_000)} / 1e6)`;
const digits = (seed: RawBuilder<unknown>, salt: number) =>
  sql<string>`lpad(${pick(seed, salt, 1000)}::text, 3, '0')`;

export interface OrderCounts {
  orders: number;
  items: number;
  byStatus: Record<string, number>;
  /** Options at or under 3 pieces (the default low-stock threshold), 0 included, and at 0. */
  lowStockOptions: number;
  outOfStockOptions: number;
  /** Orders of the last 7 / 30 days (not cancelled), the summary's periods. */
  last7Days: number;
  last30Days: number;
}

/** What the database holds now: the generated orders and the catalogue's low stock. */
export async function orderCounts(db: Database): Promise<OrderCounts> {
  const { rows } = await sql<OrderCounts & { statuses: Record<string, number> | null }>`
    select
      (select count(*) from orders)::int as orders,
      (select count(*) from order_items)::int as items,
      (select json_object_agg(order_status, n) from
        (select order_status, count(*)::int as n from orders group by 1) s) as statuses,
      (select count(*) from product_options where quantity <= 3)::int as "lowStockOptions",
      (select count(*) from product_options where quantity = 0)::int as "outOfStockOptions",
      (select count(*) from orders where created_at >= now() - interval '7 days'
        and order_status <> 'Cancelled')::int as "last7Days",
      (select count(*) from orders where created_at >= now() - interval '30 days'
        and order_status <> 'Cancelled')::int as "last30Days"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no counts');
  const { statuses, ...counts } = row;
  return { ...counts, byStatus: statuses ?? {} };
}

/** How many orders of the generated customers there are, and their lines. */
async function generatedCounts(db: Database) {
  const { rows } = await sql<{ orders: number; items: number }>`
    with mine as (
      select o.id from orders o join users u on u.id = o.user_id where u.email like ${CUSTOMER_EMAIL})
    select (select count(*) from mine)::int as orders,
      (select count(*) from order_items i where i.order_id in (select id from mine))::int as items`.execute(
    db,
  );
  return rows[0] ?? { orders: 0, items: 0 };
}

/**
 * Makes `orders` generated orders unless they are there already (with their lines: regenerating the
 * catalogue truncates `order_items`); an incomplete set (or any, with `again`) is deleted and made again. One transaction, so
 * an interrupted run leaves nothing half made; VACUUM ANALYZE after it.
 */
export async function ensureOrders(
  db: Database,
  orders: number,
  log: (line: string) => void,
  /** Delete and make them again even when they are all there (after a change to this generator). */
  again = false,
): Promise<boolean> {
  const existing = await generatedCounts(db);
  if (!again && existing.orders >= orders && existing.items >= existing.orders) {
    log(`${existing.orders.toLocaleString('en')} generated orders already there: kept`);
    return false;
  }
  const started = performance.now();
  const passwordHash = await hashPassword(`bench-${Math.random()}`);
  await db.transaction().execute(async (trx) => {
    if (existing.orders > 0) {
      await sql`delete from orders where user_id in (select id from users where email like ${CUSTOMER_EMAIL})`.execute(
        trx,
      );
      log(`${existing.orders.toLocaleString('en')} generated orders deleted (incomplete, or --new-orders)`);
    }
    await insertCustomers(trx, passwordHash);
    await prepareOptions(trx);
    for (let from = 1; from <= orders; from += BATCH) {
      const to = Math.min(from + BATCH - 1, orders);
      await insertOrderBatch(trx, { from, to, total: orders });
      log(`orders ${to.toLocaleString('en')} / ${orders.toLocaleString('en')}`);
    }
  });
  const vacuumStarted = performance.now();
  await sql`VACUUM ANALYZE orders, order_items, users`.execute(db);
  log(
    `${orders.toLocaleString('en')} orders generated in ${((vacuumStarted - started) / 1000).toFixed(1)} s, ` +
      `VACUUM ANALYZE ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
  );
  return true;
}

/** The customers' accounts (made once, kept) and a session table of who they are. */
async function insertCustomers(db: Database, passwordHash: string) {
  const c = sql.ref('g.c');
  const arabic = sql`${pick(c, 11, 100)} < 15`;
  await sql`
    create temp table bench_customers on commit drop as
    select g.c,
      case when ${arabic} then ${pickWord(ARABIC_FIRST, c, 12)} else ${pickWord(LATIN_FIRST, c, 12)} end
        as first_name,
      case when ${arabic} then ${pickWord(ARABIC_LAST, c, 13)} else ${pickWord(LATIN_LAST, c, 13)} end
        as last_name,
      case ${pick(c, 14, 4)}
        when 0 then '03 ' || ${digits(c, 15)} || ' ' || ${digits(c, 16)}
        when 1 then '+961 ' || ${pickWord(PREFIXES, c, 17)} || ' ' || ${digits(c, 15)} || ' ' || ${digits(c, 16)}
        when 2 then ${pickWord(PREFIXES, c, 17)} || ' ' || ${digits(c, 15)} || ' ' || ${digits(c, 16)}
        else '+961 3 ' || ${digits(c, 15)} || ' ' || ${digits(c, 16)}
      end as phone,
      ${pickWord(CITIES, c, 18)} as city,
      case when ${arabic} then ${pickWord(ARABIC_STREETS, c, 19)} || '، بناية ' || ${pickWord(ARABIC_LAST, c, 20)}
        else ${pickWord(STREETS, c, 19)} || ', ' || ${pickWord(LATIN_LAST, c, 20)} || ' Bldg, '
          || ${pickWord(FLOORS, c, 21)} end as address
    from generate_series(1, ${sql.lit(CUSTOMERS)}) g(c)`.execute(db);
  await sql`
    insert into users (name, email, password_hash, email_confirmed_at, created_at)
    select left(first_name || ' ' || last_name, 30), 'bench-customer-' || c || '@example.com', ${passwordHash},
      now(), now() - interval '400 days'
    from bench_customers
    on conflict (email) do nothing`.execute(db);
  await sql`alter table bench_customers add column user_id uuid`.execute(db);
  await sql`
    update bench_customers b set user_id = u.id from users u
    where u.email = 'bench-customer-' || b.c || '@example.com'`.execute(db);
  await sql`create unique index on bench_customers (c)`.execute(db);
  await sql`analyze bench_customers`.execute(db);
}

/** Every generated option with what an order line copies from it, numbered in a scrambled order. */
async function prepareOptions(db: Database) {
  await sql`
    create temp table bench_options on commit drop as
    select row_number() over (order by hashtext(o.id::text), o.id) as n,
      o.id as option_id, o.product_id, o.size, o.color,
      coalesce(nullif(o.code, ''), p.product_code) as code, p.name, p.price, p.discount_rate, p.discount_active,
      coalesce((select i.url from product_images i where i.product_id = p.id order by i.position limit 1), '')
        as image
    from product_options o join products p on p.id = o.product_id
    where p.product_code not like 'STRESS-%'`.execute(db);
  await sql`create unique index on bench_options (n)`.execute(db);
  await sql`analyze bench_options`.execute(db);
}

/** Orders `from`…`to` of `total` (1 the oldest) with their lines, in one statement. */
async function insertOrderBatch(db: Database, range: { from: number; to: number; total: number }) {
  const i = sql.ref('g.i');
  const line = sql`s.i || '-' || k`;
  // Age as a fraction of a year from the order's quantile u (0 the newest): density ∝ 2 − age, so the
  // newest day has twice the orders of the oldest.
  const u = sql`((${sql.lit(range.total)} - g.i + 0.5) / ${sql.lit(range.total)}::float8)`;
  const customer = sql`1 + floor(${sql.lit(CUSTOMERS)} * power(${fraction(i, 31)}, 1.5))::int`;
  const option = sql`1 + floor((select count(*) from bench_options) * power(${fraction(line, 33)}, 2))::int`;
  const o = sql.ref('s.i');
  const status = sql<string>`case
      when ${pick(o, 34, 1000)} < 50 then 'Cancelled'
      when s.age_days < 0.75 then 'Processing'
      when s.age_days < 4 and ${pick(o, 35, 10)} < 7 then 'Shipped'
      when s.age_days >= 4 and ${pick(o, 36, 1000)} < 1 then 'Processing'
      else 'Delivered' end`;
  await sql`
    with src as (
      select g.i, md5('bench-order-' || g.i)::uuid as id, a.age_days,
        now() - make_interval(secs => a.age_days * 86400) as at, c.*
      from generate_series(${range.from}::int, ${range.to}::int) g(i)
      cross join lateral (select ${sql.lit(YEAR_SECONDS / 86400)} * (2 - sqrt(4 - 3 * ${u})) as age_days) a
      join bench_customers c on c.c = ${customer}
    ),
    lines as (
      select s.i, s.id as order_id, s.at as line_at, k - 1 as position, o.*, p.pieces,
        case when o.discount_active and o.discount_rate > 0
          then o.price - o.price * least(o.discount_rate, 100) / 100 else o.price end as line_price
      from src s
      cross join lateral generate_series(1, (array[${sql.join(LINES.map((n) => sql.lit(n)))}])[1 + ${pick(o, 32, LINES.length)}]) k
      join bench_options o on o.n = ${option}
      cross join lateral (
        select (array[${sql.join(PIECES.map((n) => sql.lit(n)))}])[1 + ${pick(line, 37, PIECES.length)}] as pieces) p
    ),
    totals as (select order_id, sum(line_price * pieces)::bigint as items from lines group by order_id),
    placed as (
      insert into orders (id, user_id, first_name, last_name, address, city, phone_no, payment_type,
        payment_status, items_price, delivery_price, total_price, dollar_rate, dollar_items_price,
        dollar_total_price, order_status, paid_at, delivered_at, created_at)
      select s.id, s.user_id, s.first_name, s.last_name, s.address, s.city, s.phone, 'Cash On Deliver',
        case when st.status = 'Delivered' then 'succeeded' else 'pending' end,
        t.items, ${sql.lit(DEMO_DELIVERY_RATE)}, t.items + ${sql.lit(DEMO_DELIVERY_RATE)}, ${sql.lit(DEMO_DOLLAR_RATE)},
        round(t.items / ${sql.lit(DEMO_DOLLAR_RATE)}::numeric, 2),
        round((t.items + ${sql.lit(DEMO_DELIVERY_RATE)}) / ${sql.lit(DEMO_DOLLAR_RATE)}::numeric, 2),
        st.status,
        case when st.status = 'Delivered' then least(s.at + interval '2 days', now()) end,
        case when st.status = 'Delivered' then least(s.at + interval '2 days', now()) end,
        s.at
      from src s
      join totals t on t.order_id = s.id
      cross join lateral (select ${status} as status) st
      order by s.i
      returning id
    )
    -- A line carries its order's time (migration 0024); the order is not visible to this statement's
    -- trigger, so it is given here.
    insert into order_items (order_id, position, product_id, option_id, name, image, product_code,
      unit_price, price, quantity, size, color, discount_rate, discount_active, created_at)
    select order_id, position, product_id, option_id, name, image, code, price, line_price, pieces, size,
      color, discount_rate, discount_active, line_at
    from lines
    -- In the order's order, as checkouts write them: a day's lines lie together, as in a real shop.
    order by i, position`.execute(db);
}
