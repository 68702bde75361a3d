import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Conflict, type Database, placeOrder } from '@shop/server/bench';
import { newOrderSchema } from '@shop/shared';
import { benchPromoCode, type Line, randomPhone, SHIPPING, sampleLines } from './lib/checkout-data.js';
import { cpuPerRequest, readCpu } from './lib/cpu.js';
import { percentile } from './lib/latency.js';
import { table, warnIfBusy } from './lib/report.js';
import { benchTarget, type DbKind, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run checkout:floor -w @shop/bench -- [--db pglite|postgres|both] [--shoppers 16] [--promo-code]`: the checkout
 * without HTTP. The shoppers call `placeOrder` (the order's transaction, exactly as the route runs it)
 * in this process, on the catalogue `checkout` generated: no Fastify, no token check, no JSON, no mails,
 * no autocannon. What it measures is the floor under the checkout bench: the latency the database and
 * the order code alone give 16 shoppers on this machine. With `--promo-code`, every order carries the
 * bench's code (as `checkout --promo-code`), to a phone of its own.
 */

interface FloorRow {
  db: DbKind;
  p50: number;
  p99: number;
  ordersPerSec: number;
  refused: number;
  /** CPU milliseconds per order of this process (PGlite included) and of the PostgreSQL backends. */
  processCpuMs: number;
  databaseCpuMs: number;
}

/** Shoppers that can never sign in (no password hashes to this): the orders need only their ids. */
async function floorShoppers(db: Database, count: number): Promise<string[]> {
  const users = Array.from({ length: count }, (_, n) => ({
    name: `Floor Shopper ${n + 1}`,
    email: `floor-${n + 1}@bench.invalid`,
    password_hash: '!',
  }));
  await db
    .insertInto('users')
    .values(users)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      users.map((u) => u.email),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** No token here: the bench's shoppers are who they say (the statement still reads their version). */
const trustTheBench = () => {};

/** Every shopper orders one piece of a random line, again and again, for `seconds`. */
async function run(db: Database, shoppers: string[], lines: Line[], seconds: number, promoCode?: string) {
  const latencies: number[] = [];
  let refused = 0;
  const end = performance.now() + seconds * 1000;
  const shopper = async (userId: string) => {
    while (performance.now() < end) {
      const line = lines[Math.floor(Math.random() * lines.length)] as Line;
      const input = newOrderSchema.parse({
        orderItems: [{ ...line, quantity: 1 }],
        shippingInfo: promoCode ? { ...SHIPPING, phoneNumber: randomPhone() } : SHIPPING,
        promoCode,
      });
      const started = performance.now();
      try {
        await placeOrder(db, { id: userId, confirmToken: trustTheBench }, input, randomUUID());
        latencies.push(performance.now() - started);
      } catch (error) {
        // An option sold out (by earlier runs): the route's 409. Anything else is a failure.
        if (!(error instanceof Conflict)) throw error;
        refused += 1;
      }
    }
  };
  await Promise.all(shoppers.map(shopper));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(latencies, p));
  return { p50: at(50), p99: at(99), orders: latencies.length, refused };
}

async function floor(kind: DbKind, shoppersCount: number, withCode: boolean): Promise<FloorRow> {
  const target = benchTarget(kind);
  const db = await openTarget(target);
  try {
    const [lines, shoppers] = await Promise.all([sampleLines(db, 5000), floorShoppers(db, shoppersCount)]);
    const promoCode = withCode ? await benchPromoCode(db) : undefined;
    await run(db, shoppers, lines, 3, promoCode); // warm-up, thrown away
    const cpu = () => readCpu(process.pid, target.databaseUrl);
    const before = await cpu();
    const result = await run(db, shoppers, lines, 10, promoCode);
    const perOrder = cpuPerRequest(before, await cpu(), result.orders);
    return {
      db: kind,
      p50: result.p50,
      p99: result.p99,
      ordersPerSec: Math.round(result.orders / 10),
      refused: result.refused,
      processCpuMs: perOrder.serverMs,
      databaseCpuMs: perOrder.databaseMs,
    };
  } finally {
    await db.destroy();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      shoppers: { type: 'string', default: '16' },
      'promo-code': { type: 'boolean', default: false },
    },
  });
  const shoppers = Number(values.shoppers);
  if (!Number.isInteger(shoppers) || shoppers < 1) throw new Error('--shoppers must be a positive integer');
  warnIfBusy();
  const rows: FloorRow[] = [];
  for (const kind of parseDbKinds(values.db)) rows.push(await floor(kind, shoppers, values['promo-code']));
  console.log(
    table(
      [
        'database',
        'p50 ms',
        'p99 ms',
        'orders/s',
        'refused (sold out)',
        'process CPU ms/order',
        'database CPU ms/order',
      ],
      rows.map((r) => [
        r.db,
        r.p50,
        r.p99,
        r.ordersPerSec,
        r.refused,
        r.processCpuMs,
        r.db === 'postgres' ? r.databaseCpuMs : 'in process',
      ]),
    ),
  );
}

await main();
