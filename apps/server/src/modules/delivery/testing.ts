import type { Database } from '../../db/database.js';

/** Test-only: a delivery area of the test's own (switched on unless said otherwise). */
export async function insertArea(
  db: Database,
  area: { en: string; ar?: string; fee: number; active?: boolean; days?: [number, number] },
): Promise<{ id: string; fee: number; name: string }> {
  const { id } = await db
    .insertInto('delivery_areas')
    .values({
      name_en: area.en,
      name_ar: area.ar ?? null,
      fee: area.fee,
      active: area.active ?? true,
      days_min: area.days?.[0] ?? null,
      days_max: area.days?.[1] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, fee: area.fee, name: area.en };
}
