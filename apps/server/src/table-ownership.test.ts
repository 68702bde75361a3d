import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report, type SourceFile, sourceFiles, type Violation } from '@shop/shared/testing/import-boundaries';
import { describe, expect, it } from 'vitest';
import type { DB } from './db/schema.js';

/**
 * Each table has one owning module (decision 105): only that module's SQL names it; another module
 * reads or writes it through the owner's functions. `Record<keyof DB, …>`: a table added to the schema
 * without an owner fails the type check.
 */
const OWNERS: Record<keyof DB, string> = {
  users: 'accounts',
  password_reset_tokens: 'accounts',
  blocked_phones: 'accounts',
  categories: 'catalog',
  subcategories: 'catalog',
  subsubcategories: 'catalog',
  products: 'catalog',
  product_options: 'catalog',
  product_images: 'catalog',
  product_translations: 'catalog',
  catalog_version: 'catalog',
  catalog_search_version: 'catalog',
  reviews: 'reviews',
  favorites: 'favorites',
  carts: 'cart',
  cart_items: 'cart',
  orders: 'orders',
  order_items: 'orders',
  order_idempotency_keys: 'orders',
  promo_codes: 'orders',
  promo_code_slots: 'orders',
  promo_code_customers: 'orders',
  settings: 'settings',
  delivery_areas: 'delivery',
  sales: 'sales',
  pricing_clock: 'sales',
  contact_messages: 'contact',
  rate_limit_hits: 'rate-limits',
  stock_alerts: 'stock-alerts',
  digest_days: 'dashboard',
};

/**
 * The files whose SQL names another module's tables, each with the tables it may name: one statement
 * across tables where a measured hot path needs it (decision 105 lists each with its figure). Any other
 * table, or any other file, fails.
 */
const ACROSS_TABLES: Record<string, { tables: (keyof DB)[]; kind: 'decision 105'; why: string }> = {
  'modules/cart/queries.ts': {
    tables: ['products', 'product_options'],
    kind: 'decision 105',
    why: 'the cart answer in one statement, its lines priced from the catalogue (decision 071)',
  },
  'modules/orders/limit-queries.ts': {
    tables: ['users', 'blocked_phones'],
    kind: 'decision 105',
    why: "the checkout's order limits, token version and blocks in one statement (028, 081)",
  },
  'modules/orders/checkout-queries.ts': {
    tables: ['products', 'product_options', 'users'],
    kind: 'decision 105',
    why: "the checkout's read and its statements under locks: products, options, the token (028, 051)",
  },
  'modules/orders/checkout-pricing.ts': {
    tables: ['users'],
    kind: 'decision 105',
    why: "the account's name for an order sent without one, read by the order's insert (028)",
  },
  'modules/orders/unlocked-checkout-queries.ts': {
    tables: ['products', 'product_options', 'users'],
    kind: 'decision 105',
    why: 'the checkout in one statement: checks, takes the stock, writes the order (decision 028)',
  },
  'modules/orders/stock-queries.ts': {
    tables: ['products', 'product_options'],
    kind: 'decision 105',
    why: "the stock an order takes (inside the checkout's statements) or its cancellation returns (028, 051)",
  },
  'modules/dashboard/queries.ts': {
    tables: ['orders', 'order_items', 'products', 'product_options'],
    kind: 'decision 105',
    why: "the admin's home in one statement, and the header's open orders (decision 083)",
  },
};

const TABLES = Object.keys(OWNERS) as (keyof DB)[];
const NAMES = TABLES.join('|');
/** Kysely's table arguments (`selectFrom('products as p')`), and column references (`'products.id'`). */
const IN_KYSELY = new RegExp(
  `\\b(?:selectFrom|updateTable|insertInto|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\\(\\s*\\[?\\s*['"\`](${NAMES})\\b|['"\`](${NAMES})\\.[a-z_*]+['"\`]`,
  'g',
);
/**
 * Raw SQL: `from products p`, `join product_options o`, `update products`, `insert into orders`, and
 * each table of a list (`using products p, product_options o`).
 */
const IN_SQL =
  /\b(?:from|join|update|into|using)\s+(\w+(?:\s+(?:as\s+)?\w+)?(?:\s*,\s*\w+(?:\s+(?:as\s+)?\w+)?)*)/gi;
const TABLE_SET = new Set<string>(TABLES);

/** The tables a source's SQL names (comments left out: they mention tables in prose). */
export function tablesNamed(source: string): Set<keyof DB> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const named = new Set<keyof DB>();
  for (const match of code.matchAll(IN_KYSELY)) named.add((match[1] ?? match[2]) as keyof DB);
  for (const match of code.matchAll(IN_SQL)) {
    for (const item of (match[1] as string).split(',')) {
      const table = item.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      if (TABLE_SET.has(table)) named.add(table as keyof DB);
    }
  }
  return named;
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
/** Tests and their support arrange rows of any table (a product to order, a user to sign in). */
const isTestCode = (path: string) => path.endsWith('.test.ts') || /\/test(ing|-[^/]+)\.ts$/.test(path);

/** Each table a module's production file names that another module owns, unless listed above. */
function ownershipViolations(files: readonly SourceFile[]): Violation[] {
  return files.flatMap(({ path, source }) => {
    const module = moduleOf(path);
    if (!module || isTestCode(path)) return [];
    const allowed = ACROSS_TABLES[path]?.tables ?? [];
    return [...tablesNamed(source)]
      .filter((table) => OWNERS[table] !== module && !allowed.includes(table))
      .map((table) => ({
        file: path,
        specifier: table,
        rule: `${table} belongs to modules/${OWNERS[table]}: use its functions`,
      }));
  });
}

const srcDir = dirname(fileURLToPath(import.meta.url));

describe('table ownership', () => {
  it("finds another module's table in Kysely calls and raw SQL, not in prose or test code", () => {
    const files: SourceFile[] = [
      { path: 'modules/favorites/queries.ts', source: "db.selectFrom('products as p').select('p.id')" },
      { path: 'modules/reviews/queries.ts', source: 'sql`select name from users u where u.id = $1`' },
      { path: 'modules/contact/queries.ts', source: "eb.ref('orders.total_price')" },
      {
        path: 'modules/orders/service.ts',
        source: 'sql`delete from stock_alerts a using products p, product_options o`',
      },
      // allowed: its own tables, a comment, a test, a JSON key, a statement listed above
      {
        path: 'modules/cart/queries.ts',
        source: [
          "// reads from products, see the catalog's functions",
          "db.selectFrom('carts as c').innerJoin('products as p', 'p.id', 'c.product_id')",
          "sql`json_build_object('products', x)`",
        ].join('\n'),
      },
      { path: 'modules/favorites/routes.test.ts', source: "db.selectFrom('products')" },
    ];
    expect(report(ownershipViolations(files))).toEqual([
      "modules/favorites/queries.ts: 'products' (products belongs to modules/catalog: use its functions)",
      "modules/reviews/queries.ts: 'users' (users belongs to modules/accounts: use its functions)",
      "modules/contact/queries.ts: 'orders' (orders belongs to modules/orders: use its functions)",
      "modules/orders/service.ts: 'stock_alerts' (stock_alerts belongs to modules/stock-alerts: use its functions)",
      "modules/orders/service.ts: 'products' (products belongs to modules/catalog: use its functions)",
      "modules/orders/service.ts: 'product_options' (product_options belongs to modules/catalog: use its functions)",
    ]);
  });

  it('holds for every module of the server', () => {
    expect(report(ownershipViolations(sourceFiles(srcDir)))).toEqual([]);
  });

  it('lists only files that still name the tables they are allowed', () => {
    const files = new Map(sourceFiles(srcDir).map((file) => [file.path, file.source]));
    const stale = Object.entries(ACROSS_TABLES).flatMap(([path, { tables }]) => {
      const named = tablesNamed(files.get(path) ?? '');
      return tables.filter((table) => !named.has(table)).map((table) => `${path}: ${table}`);
    });
    expect(stale).toEqual([]);
  });
});
