import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ success: z.literal(true), status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({
            success: z.literal(false),
            status: z.literal('error'),
            database: z.literal('unreachable'),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
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
  );
};
