import { format, messages, type PromoCode, type PromoCodeFields } from '@shop/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { sqlStateOf } from '../../db/sql-errors.js';
import { Conflict } from '../../lib/errors.js';
import {
  codeById,
  countPromoUses,
  deleteSlots,
  deleteSlotsNumbered,
  insertFreeSlots,
  insertPromoCodeRow,
  insertSlotsForUses,
  lockPromoCodeLimits,
  lockSlots,
  recountCustomers,
  updatePromoCodeRow,
} from './promo-queries.js';

/**
 * The admin's promo codes (issue 48): their terms, and the uses a limited code allows (one slot each,
 * 0037). A code's uses and sales are its orders', cancelled and returned ones left out. The statements
 * are in promo-queries.ts.
 */

/** A code whose text another holds (any case) is a 409 naming it. */
function refuseTakenCode(code: string) {
  return (error: unknown): never => {
    if (sqlStateOf(error) === '23505') throw new Conflict(format(messages.promoCodeExists, { code }));
    throw error;
  };
}

export async function insertPromoCode(db: Database, code: PromoCodeFields): Promise<PromoCode> {
  return db
    .transaction()
    .execute(async (trx) => {
      const id = await insertPromoCodeRow(trx, code);
      await resizeSlots(trx, id, code.maxUses ?? null, 0);
      return codeById(trx, id);
    })
    .catch(refuseTakenCode(code.code));
}

/** Changes a code's terms; undefined when there is none with this id. */
export async function updatePromoCode(
  db: Database,
  id: string,
  code: PromoCodeFields,
): Promise<PromoCode | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const current = await lockPromoCodeLimits(trx, id);
      if (!current) return undefined;
      await updatePromoCodeRow(trx, id, code);
      if (current.max_uses !== (code.maxUses ?? null)) {
        await resizeSlots(trx, id, code.maxUses ?? null, await countPromoUses(trx, id));
      }
      const perCustomer = code.maxUsesPerCustomer ?? null;
      if ((current.max_uses_per_customer === null) !== (perCustomer === null)) {
        await recountCustomers(trx, id, perCustomer !== null);
      }
      return codeById(trx, id);
    })
    .catch(refuseTakenCode(code.code));
}

/**
 * Gives a code `max` slots (none: no limit). The slots are locked first, so that checkouts taking one
 * meanwhile finish before they are counted. A code that had no limit gets its orders so far as the
 * slots' holders; a limit below the uses already made is refused (409).
 */
async function resizeSlots(trx: Transaction<DB>, codeId: string, max: number | null, uses: number) {
  const rows = await lockSlots(trx, codeId);
  if (max === null) {
    await deleteSlots(trx, codeId);
    return;
  }
  const held = rows.length === 0 ? uses : rows.filter((row) => row.order_id !== null).length;
  if (held > max) throw new Conflict(format(messages.promoUsesBelowUsed, { uses: held }));
  if (rows.length === 0) {
    // The orders that used it while it had no limit hold the first slots.
    await insertSlotsForUses(trx, codeId, max);
    return;
  }
  if (rows.length < max) {
    const last = rows.at(-1)?.slot ?? 0;
    await insertFreeSlots(trx, codeId, last + 1, last + max - rows.length);
    return;
  }
  // Fewer: free slots go, the highest first; the taken ones stay (renumbering is not needed).
  const spare = rows
    .filter((row) => row.order_id === null)
    .slice(-(rows.length - max))
    .map((row) => row.slot);
  if (spare.length > 0) {
    await deleteSlotsNumbered(trx, codeId, spare);
  }
}
