import { type endpoints, messages } from '@shop/shared';
import { retryLostToAnotherWriter } from '../../db/sql-errors.js';
import type { RouteApp, RoutesOf } from '../../lib/route-of.js';
import { repriceCatalogue } from '../catalog/index.js';
import { holdPriceClock } from '../sales/index.js';
import { setRate } from '../settings/index.js';

/** Bulk repricing: the dashboard's answer to a new dollar rate (docs/product.md §5). */
export const adminPricingRoutes = (app: RouteApp) => {
  return {
    repriceAll: {
      config: { access: 'admin' },
      handler: async (request) => {
        const { value } = request.body;
        // It writes the whole catalogue in its own order, so a checkout holding some of it in the
        // checkouts' order (products by id, then their options) can deadlock with it; one statement, so
        // the one PostgreSQL rolls back is run again.
        // The new prices are priced by the trigger of 0036 at the clock a concurrent refresh committed.
        const changed = await retryLostToAnotherWriter(() =>
          app.db.transaction().execute(async (trx) => {
            await holdPriceClock(trx);
            // The rate and the prices worked out at it change together: one transaction.
            await setRate(trx, 'dollarRate', value);
            return repriceCatalogue(trx, value);
          }),
        );
        return { success: true as const, message: messages.pricesUpdated, dr: [{ value }], ...changed };
      },
    },
  } satisfies Partial<RoutesOf<typeof endpoints.admin>>;
};
