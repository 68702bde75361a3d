import { type Kysely, sql } from 'kysely';

/**
 * A category has one sub-category per name in any case: 'pyjamas' is the 'Pyjamas' already there.
 * PUT /subcategories checked this before inserting, but two requests at once could both pass the
 * check; a unique index on the lowered name closes that race. Sub-categories that already differ
 * only in case are merged first into the earliest placed one: its sub-sub-categories gain the others'
 * (those it lacks, once each, after its own), and products filed under the others move to its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TEMPORARY TABLE subcategory_merges AS
    SELECT s.id AS from_id, s.name AS from_name, c.name AS category, kept.id AS to_id, kept.name AS to_name
    FROM subcategories s
    JOIN categories c ON c.id = s.category_id
    JOIN LATERAL (
      SELECT k.id, k.name FROM subcategories k
      WHERE k.category_id = s.category_id AND lower(k.name) = lower(s.name)
      ORDER BY k.position, k.name, k.id
      LIMIT 1
    ) kept ON kept.id <> s.id`.execute(db);
  // One row per name moves (two merged variants may share a leaf), after the kept one's own leaves.
  await sql`UPDATE subsubcategories ss SET subcategory_id = moved.to_id, position = moved.position
    FROM (
      SELECT DISTINCT ON (m.to_id, leaf.name) leaf.id, m.to_id,
        (SELECT coalesce(max(k.position), -1) FROM subsubcategories k WHERE k.subcategory_id = m.to_id)
          + dense_rank() OVER (PARTITION BY m.to_id ORDER BY leaf.name) AS position
      FROM subcategory_merges m
      JOIN subsubcategories leaf ON leaf.subcategory_id = m.from_id
      WHERE NOT EXISTS (
        SELECT 1 FROM subsubcategories kept WHERE kept.subcategory_id = m.to_id AND kept.name = leaf.name)
      ORDER BY m.to_id, leaf.name, leaf.position, leaf.id
    ) moved
    WHERE ss.id = moved.id`.execute(db);
  await sql`UPDATE products p SET subcategory = m.to_name
    FROM subcategory_merges m
    WHERE p.category = m.category AND p.subcategory = m.from_name`.execute(db);
  await sql`DELETE FROM subcategories WHERE id IN (SELECT from_id FROM subcategory_merges)`.execute(db);
  await sql`DROP TABLE subcategory_merges`.execute(db);
  await sql`ALTER TABLE subcategories DROP CONSTRAINT subcategories_category_id_name_key`.execute(db);
  await sql`CREATE UNIQUE INDEX subcategories_category_lower_name_key
    ON subcategories (category_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX subcategories_category_lower_name_key`.execute(db);
  await sql`ALTER TABLE subcategories
    ADD CONSTRAINT subcategories_category_id_name_key UNIQUE (category_id, name)`.execute(db);
}
