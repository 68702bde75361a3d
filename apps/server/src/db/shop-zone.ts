import { SHOP_TIME_ZONE } from '@shop/shared';
import { sql } from 'kysely';

/**
 * The shop's time zone (`SHOP_TIME_ZONE`, Asia/Beirut) for `at time zone`, the shop's days in SQL. A
 * literal, not a parameter: it is the shop's own constant, never input, and a statement spelling it so
 * is planned knowing the zone.
 */
export const SHOP_ZONE = sql.lit(SHOP_TIME_ZONE);
