import {
  type AdminDeliveryArea,
  type AreaChange,
  DEFAULT_LOCALE,
  type DeliveryArea,
  type Locale,
  type NewArea,
  type OrderArea,
} from '@shop/shared';
import { type Expression, type RawBuilder, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DeliveryAreasTable } from '../../db/schema.js';
import { settingOrNull } from '../settings/index.js';

/**
 * The items amount from which delivery is free, as an expression (null: the shop offers none), for the
 * checkout's statements (decision 105).
 */
export const freeDeliveryFrom = settingOrNull('freeDeliveryFrom');

/** An area's name in `locale` (its English one when it has none in that language), from alias `a`. */
const nameIn = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? sql<string>`a.name_en`
    : sql<string>`coalesce(${sql.ref(`a.name_${locale}`)}, a.name_en)`;

const daysJson = sql<DeliveryArea['days']>`case when a.days_min is null then null
  else json_build_object('min', a.days_min, 'max', a.days_max) end`;

/**
 * The area an order named, `{ _id, name }` in `locale`, or null (no area): for an order's JSON, whose
 * area id is `areaId` (an order row's `area_id`).
 */
export const orderAreaJson = (areaId: Expression<string | null>, locale: Locale) =>
  sql<OrderArea | null>`(select json_build_object('_id', a.id, 'name', ${nameIn(locale)})
    from delivery_areas a where a.id = ${areaId})`;

/**
 * Every area, on or off, with its English name, for the shop's records (the orders' CSV), in the order
 * of that name, case aside (the delivery slips' route).
 */
export function areasByEnglishName(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('delivery_areas')
    .select(['id', 'name_en as name'])
    .orderBy(sql`lower(name_en)`)
    .orderBy('id')
    .execute();
}

/** What the checkout needs of the area an order names: its fee and whether it is on. */
export interface CheckoutArea {
  id: string;
  fee: number;
  active: boolean;
}

/** The checkout's read of the named area (null when there is no such area) in its own statement. */
export const checkoutAreaJson = (areaId: string) =>
  sql<CheckoutArea | null>`(select json_build_object('id', a.id, 'fee', a.fee, 'active', a.active)
    from delivery_areas a where a.id = ${areaId})`;

/** The fee of the named area while it is on (null when it is off or gone), for the checkout's write. */
export const activeAreaFee = (areaId: string) =>
  sql<number | null>`(select a.fee from delivery_areas a where a.id = ${areaId} and a.active)`;

/** `areas` (a JSON array of areas) with the free-delivery amount, in one round trip. */
async function withFreeDeliveryFrom<A>(
  db: Database,
  areas: RawBuilder<A[]>,
): Promise<{ areas: A[]; freeDeliveryFrom: number | null }> {
  const row = await db
    .selectNoFrom([areas.as('areas'), freeDeliveryFrom.as('free')])
    .executeTakeFirstOrThrow();
  return { areas: row.areas, freeDeliveryFrom: row.free === null ? null : Number(row.free) };
}

/** The areas the shop delivers to now, named in `locale`, in that name's order, and the free amount. */
export function listActiveAreas(
  db: Database,
  locale: Locale,
): Promise<{ areas: DeliveryArea[]; freeDeliveryFrom: number | null }> {
  return withFreeDeliveryFrom(
    db,
    sql<DeliveryArea[]>`(select coalesce(json_agg(json_build_object('_id', a.id, 'name', ${nameIn(locale)},
      'fee', a.fee, 'days', ${daysJson}) order by ${nameIn(locale)}, a.id), '[]')
    from delivery_areas a where a.active)`,
  );
}

const adminAreaJson = sql<AdminDeliveryArea>`json_build_object('_id', a.id,
  'names', json_strip_nulls(json_build_object('en', a.name_en, 'ar', a.name_ar, 'fr', a.name_fr)),
  'fee', a.fee, 'days', ${daysJson}, 'active', a.active)`;

/** Every area, on or off, with all its names, by English name; and the free-delivery amount. */
export function listAllAreas(
  db: Database,
): Promise<{ areas: AdminDeliveryArea[]; freeDeliveryFrom: number | null }> {
  return withFreeDeliveryFrom(
    db,
    sql<
      AdminDeliveryArea[]
    >`(select coalesce(json_agg(${adminAreaJson} order by lower(a.name_en), a.id), '[]')
    from delivery_areas a)`,
  );
}

async function findArea(db: Database, id: string): Promise<AdminDeliveryArea | undefined> {
  const row = await db
    .selectFrom('delivery_areas as a')
    .select(adminAreaJson.as('area'))
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row?.area;
}

/** The columns a validated area, or change of one, writes (a blank translation is no name). */
function columnsOf(input: AreaChange): Updateable<DeliveryAreasTable> {
  const { names, fee, days, active } = input;
  return {
    ...(names?.en !== undefined && { name_en: names.en }),
    ...(names?.ar !== undefined && { name_ar: names.ar || null }),
    ...(names?.fr !== undefined && { name_fr: names.fr || null }),
    ...(fee !== undefined && { fee }),
    ...(days !== undefined && { days_min: days?.min ?? null, days_max: days?.max ?? null }),
    ...(active !== undefined && { active }),
  };
}

/** Inserts an area; undefined when another already has its English name (in any case). */
export async function insertArea(db: Database, input: NewArea): Promise<AdminDeliveryArea | undefined> {
  const inserted = await db
    .insertInto('delivery_areas')
    .values({ ...columnsOf(input), name_en: input.names.en, fee: input.fee })
    .onConflict((oc) => oc.expression(sql`lower(name_en)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted && findArea(db, inserted.id);
}

/**
 * Changes an area. Undefined when there is no such area; a rename to another area's English name
 * throws the unique violation (23505), which the route answers.
 */
export async function updateArea(
  db: Database,
  id: string,
  change: AreaChange,
): Promise<AdminDeliveryArea | undefined> {
  const columns = columnsOf(change);
  if (Object.keys(columns).length > 0) {
    await db.updateTable('delivery_areas').set(columns).where('id', '=', id).execute();
  }
  return findArea(db, id);
}
