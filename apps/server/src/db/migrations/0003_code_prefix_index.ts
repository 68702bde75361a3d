import { type Kysely, sql } from 'kysely';

/**
 * Product codes share most of their trigrams (`-01`, `017`, …), so a trigram search for a code reads
 * thousands of index entries. Live search looks codes up by prefix instead, through this b-tree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_code_prefix_idx ON products (lower(product_code) text_pattern_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_code_prefix_idx`.execute(db);
}
