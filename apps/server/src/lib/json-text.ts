import type { FastifyReply } from 'fastify';

/**
 * JSON that a database statement built, kept as the text PostgreSQL sent: an answer embeds it as it
 * is, rather than parsing it into objects only to stringify them again (decision 026). `T` is the
 * shape it holds, for the code that does parse it (`parseJsonText`).
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}

/**
 * Sends `body`, already JSON text, as the answer: Fastify sends a string of a JSON content type as it
 * is, without the route's serializer. The route's response schema still documents it, and its tests
 * parse each answer with that schema.
 */
export function sendJsonText(reply: Pick<FastifyReply, 'type'>, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
