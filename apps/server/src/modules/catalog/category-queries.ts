// The category tree: categories, their sub-categories and sub-sub-categories, read and added to.
import type { CategoryNode, SubcategoryLabels } from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Db = Database | Transaction<DB>;

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

/** Whether the shop has a sub-category of this name (exactly): in `category`, or in any when none is given. */
export async function hasSubcategory(db: Database, name: string, category?: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(sql.lit(1).as('found'))
    .where('s.name', '=', name)
    .$if(Boolean(category), (qb) => qb.where('c.name', '=', category ?? ''))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The names under a category's sub-category; undefined when the category has no such sub-category. */
export async function subsubcategoriesOf(
  db: Db,
  category: string,
  name: string,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(
      sql<
        string[]
      >`coalesce((select array_agg(ss.name) from subsubcategories ss where ss.subcategory_id = s.id), '{}')`.as(
        'names',
      ),
    )
    .where('c.name', '=', category)
    .where('s.name', '=', name)
    .executeTakeFirst();
  return row?.names;
}

/**
 * Adds a sub-category at the end of its category, unless it has one of that name in any case ('pyjamas'
 * is the 'Pyjamas' already there: a unique index on the lowered name, so two at once cannot both add
 * it); the labels given replace those languages' labels of the one there. False when the category does
 * not exist.
 */
export async function insertSubcategory(
  db: Db,
  category: string,
  name: string,
  labels: SubcategoryLabels,
): Promise<boolean> {
  const result = await sql<{ id: string }>`
    with category as (select id from categories where name = ${category}),
    added as (
      insert into subcategories (category_id, name, position, labels)
      select c.id, ${name}, coalesce((select max(s.position) + 1 from subcategories s where s.category_id = c.id), 0),
        ${JSON.stringify(labels)}::jsonb
      from category c
      on conflict (category_id, lower(name)) do update set labels = subcategories.labels || excluded.labels
        where excluded.labels <> '{}'::jsonb)
    select id from category`.execute(db);
  return result.rows.length > 0;
}
