import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AuthResponse, endpoints, type Product } from '@shop/shared';
import { generate } from './generate.js';
import { type LoadResult, type LoadSettings, load, type RequestSpec } from './lib/load.js';
import { startShopServer } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { api, httpGet, sampleCatalogue } from './lib/scenarios.js';
import { benchTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run cart -w @shop/bench -- [--db postgres|pglite] [--products N] [--skip-generate] [--users N]`:
 * the server cart under load on the generated catalogue. Signed-in users (registered through the API)
 * each hold LINES lines; 16 connections rotate over them reading their cart (`GET /cart/{userId}`,
 * every line priced and stock-checked from the database) and adding a piece to one of their lines
 * (`POST /cart/new`: lock the cart, merge capped by stock, answer the cart read again). Writes
 * results/cart.json.
 */

const LINES = 5;

interface Line {
  product: string;
  size: string;
  color: string;
}

interface Shopper {
  id: string;
  headers: Record<string, string>;
  lines: Line[];
}

async function post(base: string, url: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Options that can be sold, from products across the catalogue. */
async function sellableLines(base: string, ids: readonly string[], wanted: number): Promise<Line[]> {
  const get = httpGet(base);
  const lines: Line[] = [];
  for (const id of ids) {
    if (lines.length >= wanted) break;
    const { body } = await get(api(endpoints.catalog.product, { params: { id } }));
    const product = (JSON.parse(body) as { product: Product }).product;
    if (product.status !== 'INSTOCK') continue;
    const option = product.options.find((o) => o.statusOpt === 'INSTOCK' && o.quantity > 0);
    if (option) lines.push({ product: product._id, size: option.size, color: option.color });
  }
  if (lines.length < wanted) throw new Error(`Only ${lines.length} sellable options found`);
  return lines;
}

/** Registers `count` users and fills each cart with LINES lines. */
async function shoppers(base: string, count: number, pool: readonly Line[]): Promise<Shopper[]> {
  const run = Date.now();
  const result: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const auth = (await post(base, api(endpoints.accounts.register), {
      name: `Bench ${i}`,
      email: `bench-${run}-${i}@example.com`,
      password: 'bench-password',
    })) as AuthResponse;
    const headers = { authorization: `Bearer ${auth.token}` };
    const lines = Array.from({ length: LINES }, (_, j) => pool[(i * LINES + j) % pool.length] as Line);
    await post(
      base,
      api(endpoints.cart.add),
      { user: auth.user._id, cartItems: lines.map((line) => ({ ...line, quantity: 1 })) },
      headers,
    );
    result.push({ id: auth.user._id, headers, lines });
  }
  return result;
}

/** Each call the next shopper, round robin. */
function rotate<T>(items: readonly T[], make: (item: T, turn: number) => RequestSpec): () => RequestSpec {
  let turn = 0;
  return () => {
    const item = items[turn % items.length] as T;
    return make(item, turn++);
  };
}

function parse() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      products: { type: 'string', default: '100000' },
      'skip-generate': { type: 'boolean', default: false },
      users: { type: 'string', default: '64' },
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
    },
  });
  const [db] = parseDbKinds(values.db);
  if (!db || values.db === 'both') throw new Error('--db must be postgres or pglite');
  const settings: LoadSettings = {
    connections: Number(values.connections),
    durationSeconds: Math.min(Number(values.duration), 60),
    warmupSeconds: Math.min(Number(values.warmup), 10),
  };
  return {
    db,
    products: Number(values.products),
    skip: values['skip-generate'],
    users: Number(values.users),
    settings,
  };
}

async function main() {
  const args = parse();
  warnIfBusy();
  const target = benchTarget(args.db);
  if (!args.skip) await generate(target, args.products, (l) => console.log(`  ${l}`));
  // Registering the bench's users must not hit the per-IP sign-up limit (inherited by the server).
  process.env.AUTH_RATE_LIMIT = '100000';
  const server = await startShopServer({ ...target, log: `server-cart-${args.db}` });
  const rows: (LoadResult & { scenario: string })[] = [];
  try {
    const sample = await sampleCatalogue(httpGet(server.base));
    const pool = await sellableLines(server.base, sample.ids, args.users * LINES);
    const users = await shoppers(server.base, args.users, pool);
    console.log(`# ${args.db}: ${users.length} users with ${LINES} lines each, loading`);
    const scenarios = [
      {
        scenario: 'GET /cart/{userId}',
        target: rotate(users, (user) => ({
          path: api(endpoints.cart.get, { params: { userId: user.id } }),
          headers: user.headers,
        })),
      },
      {
        // The same machine state for a catalogue read, to compare against the README's catalogue table.
        scenario: 'reference: GET /products/{id}',
        target: rotate(sample.ids, (id) => ({ path: api(endpoints.catalog.product, { params: { id } }) })),
      },
      {
        scenario: 'POST /cart/new (one line +1)',
        target: rotate(users, (user, turn) => ({
          path: api(endpoints.cart.add),
          method: 'POST' as const,
          headers: { ...user.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ user: user.id, cartItems: [{ ...user.lines[turn % LINES], quantity: 1 }] }),
        })),
      },
    ];
    for (const { scenario, target: requests } of scenarios) {
      const result = await load(server.base, requests, args.settings);
      rows.push({ scenario, ...result });
      console.log(`  ${scenario}: p50 ${result.p50} ms, p99 ${result.p99} ms`);
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n${table(
      ['database', 'scenario', 'p50 ms', 'p99 ms', 'req/s', 'avg bytes', 'failures'],
      rows.map((r) => [args.db, r.scenario, r.p50, r.p99, Math.round(r.reqPerSec), r.avgBytes, r.failures]),
    )}`,
  );
  const file = await saveResult('cart', {
    db: args.db,
    users: args.users,
    lines: LINES,
    settings: args.settings,
    rows,
  });
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  if (rows.some((r) => r.failures > 0)) process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
