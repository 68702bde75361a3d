import { type Kysely, sql } from 'kysely';

/**
 * The checkout's unlocked path (decision 028) ends by calling `checkout_changed()` when something
 * it priced from changed under it: the function raises SQLSTATE `SC409`, which rolls the whole
 * statement back (its stock, order, lines and key included), and the server checks out under locks
 * instead. It is declared to return json so that it can stand in the statement's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION checkout_changed() RETURNS json LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the checkout changed under the statement' USING ERRCODE = 'SC409';
  END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION checkout_changed()`.execute(db);
}
