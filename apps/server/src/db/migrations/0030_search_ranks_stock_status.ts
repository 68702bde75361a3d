import { type Kysely, sql } from 'kysely';

/**
 * Search ranks in-stock products before sold-out ones and matches sub-categories by their Arabic and
 * French labels (issue 46), so both must move the search version (0008), under which the search index,
 * counts, suggestions and page outlines are remembered:
 * - a product's `status` (INSTOCK ⇄ OUTOFSTOCK: its last piece sold, stock back, the admin's switch) is
 *   no longer a stock-only change; its `stock` and `updated_at` still are, so an order that leaves
 *   pieces moves nothing but the catalogue version (decision 089);
 * - a sub-category added, renamed or relabelled moves it too.
 */

const STOCK_ONLY = (fields: string) =>
  `WHEN ((to_jsonb(OLD) - ${fields}) IS DISTINCT FROM (to_jsonb(NEW) - ${fields}))`;

const productsTrigger = (fields: string) => [
  'DROP TRIGGER products_search_version_update ON products',
  `CREATE CONSTRAINT TRIGGER products_search_version_update AFTER UPDATE ON products
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${STOCK_ONLY(fields)}
    EXECUTE FUNCTION bump_catalog_search_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    ...productsTrigger(`'{stock,updated_at}'::text[]`),
    // Once a statement and at once, not deferred like the products' (sub-categories change rarely, and
    // a migration that alters the table after writing it must find no event pending).
    `CREATE TRIGGER subcategories_search_version AFTER INSERT OR UPDATE OR DELETE ON subcategories
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_search_version()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS subcategories_search_version ON subcategories',
    ...productsTrigger(`'{stock,status,updated_at}'::text[]`),
  ]) {
    await sql.raw(statement).execute(db);
  }
}
