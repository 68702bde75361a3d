import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Whether the server and its database answer (load balancers, monitors). */
export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    tags: ['health'],
    responses: {
      200: z.object({ success: z.literal(true), status: z.literal('ok'), database: z.literal('ok') }),
      503: z.object({
        success: z.literal(false),
        status: z.literal('error'),
        database: z.literal('unreachable'),
        message: z.string(),
      }),
    },
  }),
};
