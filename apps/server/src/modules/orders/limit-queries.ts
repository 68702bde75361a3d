import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Processing orders of the account and of the phone number (as `phone_key` spells it, migration 0019;
 * a number without digits counts for none), the account's token version, whether the admin blocked
 * either, and whether the idempotency key already names an order of the account: the order limits'
 * read (limits.ts), one statement across tables (decision 105).
 */
export async function openOrders(
  db: Database,
  attempt: { userId: string; phone: string; idempotencyKey: string | undefined },
) {
  const { rows } = await sql<{
    by_account: number;
    by_phone: number;
    replay: boolean;
    token_version: number | null;
    account_blocked: boolean | null;
    email_confirmed: boolean | null;
    phone_blocked: boolean;
  }>`
    select
      (select count(*)::int from orders
        where user_id = ${attempt.userId} and order_status = 'Processing') as by_account,
      (select count(*)::int from orders
        where phone_key = phone_key(${attempt.phone}) and phone_key <> '' and order_status = 'Processing') as by_phone,
      exists (select 1 from order_idempotency_keys
        where user_id = ${attempt.userId} and key = ${attempt.idempotencyKey ?? null}) as replay,
      u.token_version,
      u.blocked_at is not null as account_blocked,
      u.email_confirmed_at is not null as email_confirmed,
      exists (select 1 from blocked_phones where phone_key = phone_key(${attempt.phone})) as phone_blocked
    from (select 1) as one left join users u on u.id = ${attempt.userId}`.execute(db);
  const [row] = rows;
  return {
    byAccount: row?.by_account ?? 0,
    byPhone: row?.by_phone ?? 0,
    replay: row?.replay ?? false,
    tokenVersion: row?.token_version ?? undefined,
    accountBlocked: row?.account_blocked ?? false,
    emailConfirmed: row?.email_confirmed ?? false,
    phoneBlocked: row?.phone_blocked ?? false,
  };
}
