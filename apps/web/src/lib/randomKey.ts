/**
 * A random key for an Idempotency-Key header. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a shop opened over plain http, on a shop's own network, still needs keys, and
 * crypto.getRandomValues is there in every context.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
