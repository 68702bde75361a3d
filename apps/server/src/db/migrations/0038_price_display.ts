import { type Kysely, sql } from 'kysely';

/**
 * How prices show (issue 48): a setting, `priceDisplay` (0: pounds, the shop's first way and the default when there
 * is no row; 1: dollars; 2: both, dollars first). A setting moves the catalogue version when written
 * (0022), so the pages the server remembers are drawn again in the new way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settings DROP CONSTRAINT settings_key_check`.execute(db);
  await sql`ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('dollarRate', 'deliveryRate', 'lowStockThreshold', 'freeDeliveryFrom', 'priceDisplay'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM settings WHERE key = 'priceDisplay'`.execute(db);
  await sql`ALTER TABLE settings DROP CONSTRAINT settings_key_check`.execute(db);
  await sql`ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('dollarRate', 'deliveryRate', 'lowStockThreshold', 'freeDeliveryFrom'))`.execute(db);
}
