import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shopInstruments } from './instruments.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What features report to /metrics beside the request timings. */
    metrics: {
      /** An order placed; underLocks: its unlocked attempt found a change (decision 028). */
      orderPlaced(order: { underLocks: boolean }): void;
    };
  }
}

/**
 * Prometheus metrics at GET /metrics, for admins or a scraper holding METRICS_TOKEN: request durations
 * by route pattern, orders placed, the database pool and the process. Registered before the feature
 * modules, at the root, so its hook times every route.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const instruments = shopInstruments(app.db, app.turns);
  app.addHook('onClose', async () => instruments.close());
  app.decorate('metrics', { orderPlaced: instruments.orderPlaced });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The pattern, never the raw URL: ids and queries would make one series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    instruments.requestAnswered(
      { method: request.method, route, status: statusClass },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { config: { access: 'admin', machineToken: app.config.metricsToken }, schema: { hide: true } },
    async (_request, reply) => {
      const { registry } = instruments;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
