// The category tree: categories, their sub-categories and sub-sub-categories.
import type { CategoryNode } from '@shop/shared';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';

/** The category tree in display order (position, then name), with each level's names. */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  return (await categoryRows(db)).rows;
}

const categoryRows = compiledOnce((db: Database) =>
  db
    .selectFrom('categories as c')
    .select([
      'c.name',
      // json_strip_nulls: a sub-category without labels (the shop's own) has no "labels" key.
      sql<CategoryNode['subcategories']>`coalesce((
        select json_agg(json_strip_nulls(json_build_object(
          'name', s.name,
          'labels', nullif(s.labels, '{}'::jsonb),
          'subsubcategories', coalesce((
            select json_agg(ss.name order by ss.position, ss.name)
            from subsubcategories ss where ss.subcategory_id = s.id), '[]')
        )) order by s.position, s.name)
        from subcategories s where s.category_id = c.id), '[]')`.as('subcategories'),
    ])
    .orderBy('c.position')
    .orderBy('c.name'),
);
