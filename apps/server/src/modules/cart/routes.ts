import { endpoints, type Locale } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { authOf } from '../../plugins/access.js';
import { deleteCartLine, setLineQuantity } from './queries.js';
import { addToCart, checkStock, clearOwnCart, lockOwnLine, readCart } from './service.js';

const { cart } = endpoints;

/**
 * The server cart (docs/product.md §7). Every route answers the cart as it now is. Paths without a user id
 * check the cart's or line's owner against the token; prices are only ever read from the database.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (userId: string, locale: Locale) => ({
    success: true as const,
    cart: await readCart(app.db, userId, locale),
  });

  registerRoutes(app, cart, {
    get: {
      config: { access: { owner: 'userId' } },
      handler: async (request) => answer(request.params.userId, request.locale),
    },

    add: {
      config: { access: 'user' },
      handler: async (request) => {
        const { id } = authOf(request);
        if (request.body.user !== id) throw new Forbidden();
        await app.db.transaction().execute((trx) => addToCart(trx, id, request.body.cartItems));
        return answer(id, request.locale);
      },
    },

    setQuantity: {
      config: { access: 'user' },
      handler: async (request) => {
        const { id: userId } = authOf(request);
        const { id, cartId, quantity } = request.body;
        await app.db.transaction().execute(async (trx) => {
          checkStock(await lockOwnLine(trx, userId, cartId, id, request.locale), quantity);
          await setLineQuantity(trx, cartId, quantity);
        });
        return answer(userId, request.locale);
      },
    },

    removeLine: {
      config: { access: 'user' },
      handler: async (request) => {
        const { id: userId } = authOf(request);
        await app.db.transaction().execute(async (trx) => {
          await lockOwnLine(trx, userId, request.body.cartId, request.body.id, request.locale);
          await deleteCartLine(trx, request.body.cartId);
        });
        return answer(userId, request.locale);
      },
    },

    clear: {
      config: { access: 'user' },
      handler: async (request) => {
        const { id: userId } = authOf(request);
        await app.db.transaction().execute((trx) => clearOwnCart(trx, userId, request.body.cartID));
        return answer(userId, request.locale);
      },
    },
  });
};
