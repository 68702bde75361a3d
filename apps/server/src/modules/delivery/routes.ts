import { endpoints, format, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sqlStateOf } from '../../db/sql-errors.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { setOrClearSetting } from '../settings/index.js';
import { insertArea, listActiveAreas, listAllAreas, updateArea } from './queries.js';

const { delivery } = endpoints;
const admin = { access: 'admin' } as const;

/** Where the shop delivers, at what fee and in how many days; free delivery from an amount (issue 47). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, delivery, {
    areas: {
      config: { access: 'public' },
      handler: async (request) => ({
        success: true as const,
        ...(await listActiveAreas(app.db, request.locale)),
      }),
    },

    adminAreas: {
      config: admin,
      handler: async () => ({ success: true as const, ...(await listAllAreas(app.db)) }),
    },

    addArea: {
      config: admin,
      handler: async (request, reply) => {
        const area = await insertArea(app.db, request.body);
        if (!area)
          throw new Conflict(format(messages.deliveryAreaNameExists, { name: request.body.names.en }));
        return reply.status(201).send({ success: true as const, area });
      },
    },

    changeArea: {
      config: admin,
      handler: async (request) => {
        const area = await updateArea(app.db, request.params.id, request.body).catch((error: unknown) => {
          if (sqlStateOf(error) !== '23505') throw error;
          throw new Conflict(format(messages.deliveryAreaNameExists, { name: request.body.names?.en ?? '' }));
        });
        if (!area) throw new NotFound(messages.deliveryAreaNotFound);
        return { success: true as const, area };
      },
    },

    freeFrom: {
      config: admin,
      handler: async (request) => {
        const { amount } = request.body;
        await setOrClearSetting(app.db, 'freeDeliveryFrom', amount);
        return { success: true as const, freeDeliveryFrom: amount };
      },
    },
  });
};
