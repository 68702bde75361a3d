import { endpoints } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { registerRoutes } from '../../lib/route-of.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, endpoints.health, {
    check: {
      config: { access: 'public' },
      handler: async (request, reply) => {
        try {
          await sql`select 1`.execute(app.db);
          return { success: true as const, status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({
            success: false as const,
            status: 'error' as const,
            database: 'unreachable' as const,
            message: 'Database unreachable',
          });
        }
      },
    },
  });
};
