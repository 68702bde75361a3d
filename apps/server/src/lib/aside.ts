import type { FastifyInstance } from 'fastify';

/**
 * Work done off the answer's path (mails, back-in-stock alerts): a slow or broken mail server never holds
 * or fails a request. A failure is logged with `failed`; the server's close waits for what is still
 * running, so no mail is cut off half-written. One per plugin: `const aside = workAside(app)`.
 */
export function workAside(app: FastifyInstance): (work: Promise<unknown>, failed?: string) => void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return (work, failed = 'work done after an answer failed') => {
    const tracked: Promise<unknown> = work
      .catch((err: unknown) => app.log.error({ err }, failed))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };
}
