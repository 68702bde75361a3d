import {
  rateResponseSchema as rateResponse,
  rateValueSchema,
  shopResponseSchema as shopResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRate, type RateKey, setRate } from './queries.js';

/** Dollar rate, delivery cost (spec: a list whose first entry holds the value) and the shop's identity. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateRoutes = (path: string, key: RateKey) => {
    app.get(
      path,
      { config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: rateResponse } } },
      async () => ({
        success: true as const,
        dr: [{ value: await getRate(app.db, key) }],
      }),
    );
    app.post(
      path,
      {
        config: { access: 'admin' },
        schema: { tags: ['settings'], body: rateValueSchema, response: { 200: rateResponse } },
      },
      async (request) => {
        await setRate(app.db, key, request.body.value);
        return { success: true as const, dr: [{ value: request.body.value }] };
      },
    );
  };
  rateRoutes('/admin/dollarRate', 'dollarRate');
  rateRoutes('/admin/deliveryRate', 'deliveryRate');

  app.get(
    '/shop',
    { config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: shopResponse } } },
    async () => ({
      success: true as const,
      shop: app.config.shop,
    }),
  );
};
