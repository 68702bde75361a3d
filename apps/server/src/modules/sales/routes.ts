import { endpoints, format, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { hasSubcategory } from '../catalog/index.js';
import { deleteSale, insertSale, listSales } from './queries.js';

const { sales } = endpoints.promotions;
const admin = { access: 'admin' } as const;

/** The admin's sales (issue 48): N % off a category, a sub-category or the whole shop, for a while. */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, sales, {
    list: {
      config: admin,
      handler: async () => ({ success: true as const, sales: await listSales(app.db) }),
    },

    add: {
      config: admin,
      handler: async (request, reply) => {
        const { category, subcategory } = request.body;
        // A sub-category names the shop's own (in the category given, or in any).
        if (subcategory && !(await hasSubcategory(app.db, subcategory, category))) {
          throw new BadRequest(format(messages.unknownSubcategory, { name: subcategory }));
        }
        const sale = await insertSale(app.db, request.body);
        await app.prices.reload();
        return reply.status(201).send({ success: true as const, sale });
      },
    },

    delete: {
      config: admin,
      handler: async (request) => {
        if (!(await deleteSale(app.db, request.params.id))) throw new NotFound(messages.saleNotFound);
        await app.prices.reload();
        return { success: true as const, message: messages.saleDeleted };
      },
    },
  });
};
