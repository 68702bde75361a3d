import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { NewOrderInput, NewOrderResponse } from '@shop/shared';
import { endpoints, endpointUrl } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { type FixtureProduct, insertProduct, orderBody } from '../modules/orders/test-fixture.js';
import { setRate } from '../modules/settings/index.js';
import { NO_ORDER_LIMITS } from './order-limits.js';
import { type RunningProcess, spawnUntil } from './process.js';

/**
 * Orders placed at full speed against a real server process, and the checks that nothing acknowledged
 * was lost and nothing was half-written: shared by the backup and kill -9 tests and bench/durability.ts.
 */

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const OPTIONS = [
  { size: 'S', color: 'Pink' },
  { size: 'M', color: 'Pink' },
  { size: 'L', color: 'Blue' },
] as const;
/** Enough that a test never runs a line out of stock: every checkout takes stock and must commit. */
const START_QUANTITY = 1_000_000;

/** Products to order, and the rates checkout needs, in a migrated database the server will open. */
export async function stockShop(db: Database, count = 4): Promise<FixtureProduct[]> {
  await setRate(db, 'deliveryRate', 150_000);
  await setRate(db, 'dollarRate', 90_000);
  const products: FixtureProduct[] = [];
  for (let i = 0; i < count; i++) {
    const options = OPTIONS.map((option) => ({ ...option, quantity: START_QUANTITY }));
    products.push(await insertProduct(db, { name: `Load Robe ${i}`, options }));
  }
  return products;
}

/** The real server (`node server.ts`), resolved once it listens. */
export function startShopProcess(env: Record<string, string>): Promise<RunningProcess> {
  return spawnUntil(
    process.execPath,
    ['--import', 'tsx', serverEntry],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        SEED_ON_EMPTY: 'false',
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT: '100000',
        ...NO_ORDER_LIMITS,
        ...env,
      },
    },
    'is open on',
  );
}

/** Signs up `count` shoppers through the API; returns their bearer tokens. */
export async function signUpShoppers(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${baseUrl}${endpointUrl(endpoints.accounts.register)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Load Shopper',
        email: `load-${crypto.randomUUID()}@example.com`,
        password: 'secret-password',
      }),
    });
    if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/** One or two lines over the products, varied by the order's sequence number. */
function linesFor(products: FixtureProduct[], n: number): NewOrderInput['orderItems'] {
  const line = (k: number) => {
    const product = products[k % products.length] as FixtureProduct;
    const option = OPTIONS[k % OPTIONS.length] as (typeof OPTIONS)[number];
    return { product: product.id, size: option.size, color: option.color, quantity: 1 + (k % 3) };
  };
  return n % 2 === 0 ? [line(n)] : [line(n), line(n + 1)];
}

/**
 * Clients that each place orders back to back until stopped or until the server stops answering
 * (killed). `acknowledged` lists every order id that came back with a 2xx, in the order they came.
 */
export function placeOrders(baseUrl: string, tokens: string[], products: FixtureProduct[]) {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let stopped = false;
  let sequence = 0;
  // Callers of until(), woken by the acknowledgement that reaches their count (no polling: a waiting
  // test takes no CPU from the server under load).
  const waiters: { count: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  const acknowledge = (id: string) => {
    acknowledged.push(id);
    for (const waiter of waiters.filter(({ count }) => acknowledged.length >= count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const client = async (token: string) => {
    while (!stopped) {
      const body = orderBody(linesFor(products, sequence++));
      let res: Response;
      try {
        res = await fetch(`${baseUrl}${endpointUrl(endpoints.orders.place)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
      } catch {
        return; // the server is gone: this request got no answer, so it promised nothing
      }
      const text = await res.text().catch(() => undefined);
      if (res.ok && text) acknowledge((JSON.parse(text) as NewOrderResponse).order._id);
      else if (text !== undefined) failures.push(`${res.status} ${text}`);
    }
  };
  const clients = Promise.all(tokens.map(client));
  const ended = () => {
    for (const waiter of waiters.splice(0)) waiter.reject(new Error('the load stopped first'));
  };
  clients.then(ended, ended);
  return {
    acknowledged,
    failures,
    /** Resolves once the count of acknowledged orders reaches `count`. */
    until(count: number): Promise<void> {
      if (acknowledged.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ count, resolve, reject }));
    },
    async stop(): Promise<void> {
      stopped = true;
      await clients;
    },
    /** Every client has ended on its own (the server went away). */
    finished: clients,
  };
}

/**
 * Starts the server (env: PORT, DATA_DIR or DATABASE_URL, JWT_SECRET), places orders from every
 * shopper in `tokens` (signed up now when empty) until `acks` are acknowledged, then SIGKILLs it
 * with requests in flight. Returns the ids of the orders that got a 2xx.
 */
export async function ordersUntilKilled(
  env: Record<string, string>,
  tokens: string[],
  products: FixtureProduct[],
  acks: number,
): Promise<string[]> {
  const server = await startShopProcess(env);
  const base = `http://127.0.0.1:${env.PORT}`;
  if (tokens.length === 0) tokens.push(...(await signUpShoppers(base, 4)));
  const load = placeOrders(base, tokens, products);
  try {
    await load.until(acks);
  } finally {
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
  }
  await load.finished;
  if (load.failures.length > 0) throw new Error(`checkouts refused under load: ${load.failures[0]}`);
  return [...load.acknowledged];
}

/** What an audit of an intact shop finds: no order lost or half-written, stock and facets agreeing. */
export const INTACT = {
  lost: [],
  withoutLines: [],
  orphanLines: 0,
  stockMismatches: [],
  facetMismatches: [],
} satisfies Partial<OrderAudit>;

export interface OrderAudit {
  ordersInDatabase: number;
  /** Acknowledged orders the database does not hold. */
  lost: string[];
  /** Orders without lines. */
  withoutLines: string[];
  /** Lines whose order is gone. */
  orphanLines: number;
  /** Options whose stock is not their starting stock less the quantities ordered. */
  stockMismatches: string[];
  /** Products whose stock facet is not the sum of their options. */
  facetMismatches: string[];
}

/** Reads the database after the load and lists everything that breaks the durability promise. */
export async function auditOrders(db: Database, acknowledged: string[]): Promise<OrderAudit> {
  const orders = await db.selectFrom('orders').select('id').execute();
  const held = new Set(orders.map((o) => o.id));
  const withoutLines = await db
    .selectFrom('orders')
    .select('orders.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .execute();
  const orphans = await db
    .selectFrom('order_items')
    .leftJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orders.id', 'is', null)
    .executeTakeFirstOrThrow();
  const stock = await sql<{ id: string; quantity: number; ordered: number }>`
    select o.id, o.quantity, coalesce((select sum(i.quantity) from order_items i where i.option_id = o.id), 0)::int as ordered
    from product_options o`.execute(db);
  const facets = await sql<{ id: string; stock: number; options: number }>`
    select p.id, p.stock, (select coalesce(sum(o.quantity), 0) from product_options o where o.product_id = p.id)::int as options
    from products p`.execute(db);
  return {
    ordersInDatabase: orders.length,
    lost: acknowledged.filter((id) => !held.has(id)),
    withoutLines: withoutLines.map((o) => o.id),
    orphanLines: Number(orphans.n),
    stockMismatches: stock.rows.filter((r) => r.quantity + r.ordered !== START_QUANTITY).map((r) => r.id),
    facetMismatches: facets.rows.filter((r) => r.stock !== r.options).map((r) => r.id),
  };
}
