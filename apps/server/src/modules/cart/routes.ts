import {
  addToCartSchema,
  cartResponseSchema,
  deleteCartSchema,
  removeCartLineSchema,
  updateCartQuantitySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden } from '../../lib/errors.js';
import { authOf } from '../../plugins/access.js';
import { deleteCartLine, setLineQuantity } from './queries.js';
import { addToCart, checkStock, clearOwnCart, lockOwnLine, readCart } from './service.js';

const tags = ['cart'];
const response = { 200: cartResponseSchema };

/**
 * The server cart (spec §7 Cart). Every route answers the cart as it now is. Paths without a user id
 * check the cart's or line's owner against the token; prices are only ever read from the database.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (userId: string) => ({ success: true as const, cart: await readCart(app.db, userId) });

  app.get(
    '/cart/:userId',
    {
      config: { access: { owner: 'userId' } },
      schema: { tags, params: z.object({ userId: z.string() }), response },
    },
    async (request) => answer(request.params.userId),
  );

  app.post(
    '/cart/new',
    { config: { access: 'user' }, schema: { tags, body: addToCartSchema, response } },
    async (request) => {
      const { id } = authOf(request);
      if (request.body.user !== id) throw new Forbidden();
      await app.db.transaction().execute((trx) => addToCart(trx, id, request.body.cartItems));
      return answer(id);
    },
  );

  app.patch(
    '/updateQuantity',
    { config: { access: 'user' }, schema: { tags, body: updateCartQuantitySchema, response } },
    async (request) => {
      const { id: userId } = authOf(request);
      const { id, cartId, quantity } = request.body;
      await app.db.transaction().execute(async (trx) => {
        checkStock(await lockOwnLine(trx, userId, cartId, id), quantity);
        await setLineQuantity(trx, cartId, quantity);
      });
      return answer(userId);
    },
  );

  app.patch(
    '/RemoveCart',
    { config: { access: 'user' }, schema: { tags, body: removeCartLineSchema, response } },
    async (request) => {
      const { id: userId } = authOf(request);
      await app.db.transaction().execute(async (trx) => {
        await lockOwnLine(trx, userId, request.body.cartId, request.body.id);
        await deleteCartLine(trx, request.body.cartId);
      });
      return answer(userId);
    },
  );

  app.post(
    '/deleteCart',
    { config: { access: 'user' }, schema: { tags, body: deleteCartSchema, response } },
    async (request) => {
      const { id: userId } = authOf(request);
      await app.db.transaction().execute((trx) => clearOwnCart(trx, userId, request.body.cartID));
      return answer(userId);
    },
  );
};
