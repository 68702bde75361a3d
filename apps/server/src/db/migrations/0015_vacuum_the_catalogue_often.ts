import { type Kysely, sql } from 'kysely';

/**
 * Every order updates its product's row (stock, status), which clears the visibility-map bit of the
 * row's page, and listing counts are index-only scans that fall back to reading the table for every
 * entry on such a page. At PostgreSQL's default (vacuum after a fifth of the rows changed, 20,000
 * orders on a catalogue of 100,000) a busy shop's counts end up reading the whole table, several times
 * slower than after a vacuum (decision 064). Vacuuming after
 * 1 % of the rows (plus 500) keeps most pages all-visible; each vacuum reads only the pages changed
 * since the last one. Options get the same (an order updates one of them too). PGlite runs no
 * autovacuum: the server vacuums it itself (decision 065).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'product_options']) {
    await sql`ALTER TABLE ${sql.table(table)} SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 500)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'product_options']) {
    await sql`ALTER TABLE ${sql.table(table)} RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold)`.execute(
      db,
    );
  }
}
