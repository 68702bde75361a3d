import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, formatWait } from '@shop/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { type Clock, systemClock } from './lib/clock.js';
import { redactingLogOptions } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { accountRoutes, findUserAccess } from './modules/accounts/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { cartRoutes } from './modules/cart/index.js';
import {
  catalogRoutes,
  catalogVersion,
  searchVersionPlugin,
  sitemapRoutes,
} from './modules/catalog/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { deliveryRoutes } from './modules/delivery/index.js';
import { favoriteRoutes } from './modules/favorites/index.js';
import { healthRoutes } from './modules/health/index.js';
import { createMediaStorage, type MediaStorage, mediaRoutes } from './modules/media/index.js';
import { metricsPlugin } from './modules/metrics/index.js';
import { orderRoutes, promoCodeRoutes } from './modules/orders/index.js';
import { APP_LOADER_HASH, answerPageForm, pageRenderer, productPreviewHtml } from './modules/pages/index.js';
import { databaseRateLimitStore } from './modules/rate-limits/index.js';
import { reviewRoutes } from './modules/reviews/index.js';
import { PriceClock, salesRoutes } from './modules/sales/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { stockAlertRoutes } from './modules/stock-alerts/index.js';
import { accessPlugin, authRateLimit } from './plugins/access.js';
import { errorShapeOptions, errorsPlugin, tooManyRequests } from './plugins/errors.js';
import { inputPlugin } from './plugins/input.js';
import { lanesPlugin } from './plugins/lanes.js';
import { localePlugin } from './plugins/locale.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    media: MediaStorage;
    mailer: Mailer;
    /** The shop's clock: discounts, sales and promo codes run by it (tests set it). */
    clock: Clock;
    /** Keeps the products' running discounts right at the clock's now (decision 095). */
    prices: PriceClock;
  }
}

export interface AppDeps {
  config: Config & { jwtSecret: string };
  db: Database;
  /** Overrides the media storage chosen from the config (tests). */
  media?: MediaStorage;
  /** Overrides the mailer chosen from the config (SMTP_URL, or the outbox folder). */
  mailer?: Mailer;
  /** Overrides the system clock (tests judge discount windows at instants they set). */
  clock?: Clock;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP app on an open, migrated database. Listening is the caller's job. */
export async function buildApp({
  config,
  db,
  media,
  mailer,
  clock,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...redactingLogOptions(), ...(logStream && { stream: logStream }) },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // Plugins and onReady hooks must finish within this. The start reads the search index before it
    // listens (decision 025), which on a large catalogue and a busy machine outgrew Fastify's default
    // of 10 s, so the shop refused to start.
    pluginTimeout: 120_000,
    // A request (headers and body) must arrive within this time; Fastify's default is no limit, which
    // let a body that stops half-way hold its connection open for ever. Node checks open requests
    // every `connectionsCheckingInterval` (30 s by default) and answers 408 (errors.ts).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    ...errorShapeOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('media', media ?? createMediaStorage(config));
  app.decorate('mailer', mailer ?? ownMailer(app, config));
  app.decorate('clock', clock ?? systemClock);
  const prices = new PriceClock(db, app.clock, (error) =>
    app.log.error({ err: error }, 'next price edge not read'),
  );
  app.decorate('prices', prices);
  // First of all hooks: a request waits for its turn before anything is done for it.
  await app.register(lanesPlugin, { concurrency: config.requestConcurrency });
  // Live search's search version, and the wait of a request that moved it (decision 109).
  await app.register(searchVersionPlugin, { db, windowMs: config.searchVersionWindowMs });
  // Read before the first request, which then costs nothing more than before.
  app.addHook('onReady', async () => {
    await prices.current();
    prices.start();
  });
  app.addHook('onClose', async () => prices.stop());
  // Before every request, pages and API alike: a discount or sale that started or ended since the
  // products were last priced is applied first (one comparison when none did).
  app.addHook('onRequest', (_request, _reply, done) => {
    const catchingUp = prices.current();
    // Prices moved now may have moved the search version: live search reads it again.
    if (catchingUp)
      catchingUp.then(() => {
        app.searchVersion.forget();
        done();
      }, done);
    else done();
  });

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  // helmet's headers, worked out once (decision 067): @fastify/helmet made its middleware again for
  // every request, and setting them on Node's response one by one showed in the server's profile.
  // Fastify writes them with each answer.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script: the loader of a server-rendered page's code (decision 044).
        scriptSrc: ["'self'", APP_LOADER_HASH],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org', 'https://www.google.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Answers up to 64 kB, every catalogue page among them, are compressed in one call: above its
  // default ceiling the plugin streams them through zlib on libuv's threads, and on a small machine
  // the hand-offs cost more than the compression. Brotli at quality 3: about half the CPU of the
  // plugin's default for a few more bytes (decision 027).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  // Multipart bodies, and the refusal of characters PostgreSQL cannot store, for every route.
  await app.register(inputPlugin);
  // Only routes that ask for it are limited (config.rateLimit); see the accounts and contact modules.
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so that every process behind one database shares the limits.
    store: databaseRateLimitStore(db),
    // The wait in the asker's language ('45 ثانية'); the message itself is translated like any other.
    errorResponseBuilder: (request, context) =>
      tooManyRequests(formatWait(request.locale, app.words[request.locale].dates, context.ttl)),
  });
  await app.register(swagger, {
    openapi: { info: { title: `${config.shop.name} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(accessPlugin, {
    secret: config.jwtSecret,
    lookupUser: (id) => findUserAccess(db, id),
  });
  // Before the routes: its timing hook must see every one of them.
  await app.register(metricsPlugin);

  await app.register(
    async (api) => {
      // API answers depend on the user or the moment unless a route says otherwise (the catalogue
      // reads do, see catalog/http-cache.ts): no browser, proxy or CDN may keep them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(accountRoutes);
      await api.register(catalogRoutes);
      await api.register(settingsRoutes);
      await api.register(reviewRoutes);
      await api.register(cartRoutes);
      await api.register(favoriteRoutes);
      await api.register(adminRoutes);
      await api.register(contactRoutes);
      await api.register(deliveryRoutes);
      await api.register(salesRoutes);
      await api.register(orderRoutes);
      await api.register(promoCodeRoutes);
      await api.register(dashboardRoutes);
      await api.register(stockAlertRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes);
  await app.register(sitemapRoutes);
  if (config.webDist) {
    const preview = productPreviewHtml(db, config, app.words);
    const render = pageRenderer(config.webDist, { publicUrl: config.publicUrl, name: config.shop.name }, () =>
      catalogVersion(db),
    );
    await app.register(webPlugin, {
      root: config.webDist,
      texts: app.words,
      transformHtml: async (html, request, posted) => {
        const page = await preview(html, request);
        // A product that does not exist is the app's Not Found page, drawn in the browser.
        if (!page.found) return page;
        const rendered = await render(page.html, request, posted);
        return typeof rendered === 'string' ? { ...page, html: rendered } : { ...page, ...rendered };
      },
      answerForm: answerPageForm,
      formRateLimit: authRateLimit(config),
    });
  }
  return app;
}

/** The mailer the config asks for, closed with the app. */
function ownMailer(app: FastifyInstance, config: Config): Mailer {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}

/**
 * The headers helmet's middleware sets, recorded once: with these options (no nonce, nothing read from
 * the request) it sets the same ones on every response.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
