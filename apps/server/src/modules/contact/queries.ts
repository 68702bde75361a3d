import type { ContactInput, ContactMessage } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';

const messageColumns = [
  'id as _id',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'phone_number as phoneNumber',
  'message',
  'handled',
  isoTime('created_at').as('createdAt'),
] as const;

export async function insertContactMessage(db: Database, input: ContactInput): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone_number: input.phoneNumber,
      message: input.message,
    })
    .execute();
}

/** One page of messages, newest first, with the total and the unhandled count. */
export async function listContactMessages(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ messages: ContactMessage[]; messagesCount: number; unread: number }> {
  const [messages, counts] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select([...messageColumns])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('handled', '=', false).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { messages, messagesCount: Number(counts.total), unread: Number(counts.unread) };
}

export function setMessageHandled(
  db: Database,
  id: string,
  handled: boolean,
): Promise<ContactMessage | undefined> {
  return db
    .updateTable('contact_messages')
    .set({ handled })
    .where('id', '=', id)
    .returning([...messageColumns])
    .executeTakeFirst();
}

/** The messages waiting for an answer: the newest `limit` (sender and text), and how many wait. */
export async function waitingMessages(
  db: Database,
  limit: number,
): Promise<{ messages: { name: string; message: string }[]; count: number }> {
  const [messages, waiting] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select([sql<string>`first_name || ' ' || last_name`.as('name'), 'message'])
      .where('handled', '=', false)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('handled', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { messages, count: Number(waiting.count) };
}
