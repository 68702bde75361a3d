import { endpoints, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { insertPromoCode, updatePromoCode } from './promo-codes.js';
import { deletePromoCode, listPromoCodes } from './promo-queries.js';

const { codes } = endpoints.promotions;
const admin = { access: 'admin' } as const;

/** The admin's promo codes (issue 48): create, edit, pause (`active: false`), delete and list. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, codes, {
    list: {
      config: admin,
      handler: async () => ({ success: true as const, codes: await listPromoCodes(app.db) }),
    },

    add: {
      config: admin,
      handler: async (request, reply) =>
        reply.status(201).send({ success: true as const, code: await insertPromoCode(app.db, request.body) }),
    },

    change: {
      config: admin,
      handler: async (request) => {
        const code = await updatePromoCode(app.db, request.params.id, request.body);
        if (!code) throw new NotFound(messages.promoCodeNotFound);
        return { success: true as const, code };
      },
    },

    delete: {
      config: admin,
      handler: async (request) => {
        if (!(await deletePromoCode(app.db, request.params.id)))
          throw new NotFound(messages.promoCodeNotFound);
        return { success: true as const, message: messages.promoDeleted };
      },
    },
  });
};
