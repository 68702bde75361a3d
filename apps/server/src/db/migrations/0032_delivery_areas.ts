import { type Kysely, sql } from 'kysely';
import { LEBANON_AREAS } from '../lebanon-areas.js';

/**
 * Delivery areas (issue 47, decision 090): each with its names (English required, Arabic and French
 * shown when set), a fee in LBP, the usual days to deliver and whether the shop delivers there now. An
 * order keeps the area it named (`area_id`) beside the fee it was charged (`delivery_price`). The free
 * delivery amount is a setting (`freeDeliveryFrom`; no row: none).
 *
 * - No foreign key from orders to areas: its check would take a KEY SHARE lock on the area's row in
 *   every checkout, all of Beirut's concurrent orders on one row (multixacts); areas are switched off,
 *   never deleted (there is no route that deletes one).
 * - The cart page shows the areas and is remembered under the catalogue version (0022), so writing an
 *   area moves the version as writing a rate does.
 * - The sales index (0024) also holds the area and the fee, for the summary's sales by area.
 * - Lebanon's districts and Beirut's suburbs are inserted switched off: a shop that runs today keeps its
 *   one delivery cost until its owner has checked the fees and switched areas on (the demo shop's seed
 *   switches them on).
 */
const statements = [
  `CREATE TABLE delivery_areas (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name_en text NOT NULL CHECK (name_en <> ''),
    name_ar text CHECK (name_ar <> ''),
    name_fr text CHECK (name_fr <> ''),
    fee bigint NOT NULL CHECK (fee >= 0),
    days_min integer CHECK (days_min >= 0),
    days_max integer CHECK (days_max >= days_min),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((days_min IS NULL) = (days_max IS NULL))
  )`,
  'CREATE UNIQUE INDEX delivery_areas_name_en_idx ON delivery_areas (lower(name_en))',
  `CREATE CONSTRAINT TRIGGER delivery_areas_catalog_version
    AFTER INSERT OR UPDATE OR DELETE ON delivery_areas
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`,
  'ALTER TABLE orders ADD COLUMN area_id uuid',
  'CREATE INDEX orders_area_created_idx ON orders (area_id, created_at) WHERE area_id IS NOT NULL',
  'DROP INDEX orders_sales_idx',
  `CREATE INDEX orders_sales_idx ON orders (created_at)
    INCLUDE (order_status, items_price, total_price, dollar_total_price, area_id, delivery_price)`,
  'ALTER TABLE settings DROP CONSTRAINT settings_key_check',
  `ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('dollarRate', 'deliveryRate', 'lowStockThreshold', 'freeDeliveryFrom'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const rows = LEBANON_AREAS.map(
    (a) => sql`(${a.en}, ${a.ar}, ${a.fr}, ${a.fee}, ${a.days[0]}::int, ${a.days[1]}::int, false)`,
  );
  await sql`INSERT INTO delivery_areas (name_en, name_ar, name_fr, fee, days_min, days_max, active)
    VALUES ${sql.join(rows)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    "DELETE FROM settings WHERE key = 'freeDeliveryFrom'",
    'ALTER TABLE settings DROP CONSTRAINT settings_key_check',
    `ALTER TABLE settings ADD CONSTRAINT settings_key_check
      CHECK (key IN ('dollarRate', 'deliveryRate', 'lowStockThreshold'))`,
    'DROP INDEX IF EXISTS orders_sales_idx',
    `CREATE INDEX orders_sales_idx ON orders (created_at)
      INCLUDE (order_status, items_price, total_price, dollar_total_price)`,
    'DROP INDEX IF EXISTS orders_area_created_idx',
    'ALTER TABLE orders DROP COLUMN IF EXISTS area_id',
    'DROP TABLE IF EXISTS delivery_areas',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
