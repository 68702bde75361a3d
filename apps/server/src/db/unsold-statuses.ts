import { UNSOLD_ORDER_STATUSES } from '@shop/shared';
import { sql } from 'kysely';

/**
 * `('Cancelled', 'Returned')`, the statuses of orders whose pieces are back on the shelves
 * (UNSOLD_ORDER_STATUSES), as an SQL list of literals: a query must spell them so for the planner to
 * use the partial indexes of migration 0033.
 */
export const UNSOLD_STATUSES = sql`(${sql.join(UNSOLD_ORDER_STATUSES.map((status) => sql.lit(status)))})`;
