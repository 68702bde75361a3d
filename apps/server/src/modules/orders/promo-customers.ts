import { type RawBuilder, sql } from 'kysely';

/**
 * Who a promo code's uses per customer are counted for (`promo_code_customers.customer`, 0037): an
 * account as `u:<user id>`, a phone number as `p:<phone key>` (0019). The checkout, the give-back and
 * the recount must spell them alike, in JavaScript and in SQL, so both are built from these prefixes.
 */
const ACCOUNT = 'u:';
const PHONE = 'p:';

export const accountCustomer = (userId: string) => `${ACCOUNT}${userId}`;
const phoneCustomer = (phoneKey: string) => `${PHONE}${phoneKey}`;

/** The customers an order's use counts for: its account when it has one, its phone when that has digits. */
export function customersOf(userId: string | null, phoneKey: string): string[] {
  return [...(userId ? [accountCustomer(userId)] : []), ...(phoneKey ? [phoneCustomer(phoneKey)] : [])];
}

/**
 * The same in SQL, for a user id or phone key the statement reads itself (null stays null). The prefix
 * is a literal, so the statement's text and parameters are what they were when it was written inline.
 */
export const accountCustomerSql = (userId: RawBuilder<unknown>) =>
  sql<string>`(${sql.lit(ACCOUNT)} || ${userId})`;
export const phoneCustomerSql = (phoneKey: RawBuilder<unknown>) =>
  sql<string>`(${sql.lit(PHONE)} || ${phoneKey})`;
