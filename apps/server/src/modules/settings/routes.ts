import { endpoints } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoutesOf, registerRoutes } from '../../lib/route-of.js';
import { getPriceView, getRate, type RateKey, setPriceDisplay, setRate } from './queries.js';

/**
 * Dollar rate, delivery cost (a list whose first entry holds the value,
 * docs/product.md §13) and the shop's identity.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A rate's read (public) and write (admins). */
  const rateRoutes = (key: RateKey): RoutesOf<typeof endpoints.settings.dollarRate> => ({
    get: {
      config: { access: 'public' },
      handler: async () => ({
        success: true as const,
        dr: [{ value: await getRate(app.db, key) }],
      }),
    },
    set: {
      config: { access: 'admin' },
      handler: async (request) => {
        const { value } = request.body;
        // An empty value is ignored (docs/product.md §13): the answer is the rate as it stays.
        if (value === undefined)
          return { success: true as const, dr: [{ value: await getRate(app.db, key) }] };
        await setRate(app.db, key, value);
        return { success: true as const, dr: [{ value }] };
      },
    },
  });

  registerRoutes(app, endpoints.settings, {
    dollarRate: rateRoutes('dollarRate'),
    deliveryRate: rateRoutes('deliveryRate'),

    shop: {
      config: { access: 'public' },
      handler: async () => {
        const { display, dollarRate } = await getPriceView(app.db);
        return { success: true as const, shop: { ...app.config.shop, priceDisplay: display, dollarRate } };
      },
    },

    priceDisplay: {
      config: { access: 'admin' },
      handler: async (request) => {
        await setPriceDisplay(app.db, request.body.show);
        return { success: true as const, show: request.body.show };
      },
    },
  });
};
