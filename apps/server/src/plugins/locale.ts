import { negotiate } from '@fastify/accept-negotiator';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  loadWords,
  localeCookieOf,
  localizeMessage,
  type ShellWords,
  splitLocale,
} from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The requester's language: a page's from its URL prefix (`/ar/…`), an API call's from its
     * `Accept-Language` (the web app sends the page's), else the remembered choice (cookie), else English.
     */
    readonly locale: Locale;
  }
  interface FastifyInstance {
    /** Every language's words every page has, loaded at start (API messages, mails and WhatsApp text use them). */
    words: Record<Locale, ShellWords>;
  }
}

const LOCALE = Symbol('locale');

/**
 * The language an `Accept-Language` asks for, else the remembered choice (`cookie`), else English: the
 * shop's language it weighs most (@fastify/accept-negotiator), a tag counting as its language (`ar-LB`
 * as `ar`). Of languages weighed the same, the remembered one, then English, Arabic, French.
 */
export function negotiateLocale(acceptLanguage: string | undefined, cookie?: string): Locale {
  const remembered = isLocale(cookie) ? cookie : undefined;
  const preferred = remembered ? [remembered, ...LOCALES.filter((l) => l !== remembered)] : [...LOCALES];
  const languages = acceptLanguage?.toLowerCase().replace(/-[^,;]*/g, '');
  return (languages && negotiate(languages, preferred)) || remembered || DEFAULT_LOCALE;
}

function requestLocale(request: FastifyRequest): Locale {
  const { url, headers } = request;
  if (!url.startsWith('/api/')) {
    const { locale } = splitLocale(url);
    if (locale !== 'en' || !headers['accept-language']) return locale;
  }
  return negotiateLocale(headers['accept-language'], localeCookieOf(headers.cookie));
}

/**
 * The request's language, and the shop's messages (docs/product.md §15) in it: an answer's `message`
 * that is one of them (English, as the schemas and routes write it) is sent in the requester's
 * language, with its values.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  const loaded = await Promise.all(LOCALES.map(loadWords));
  app.decorate(
    'words',
    Object.fromEntries(LOCALES.map((l, i) => [l, loaded[i]])) as Record<Locale, ShellWords>,
  );
  app.decorateRequest('locale', {
    getter(this: FastifyRequest & { [LOCALE]?: Locale }) {
      this[LOCALE] ??= requestLocale(this);
      return this[LOCALE];
    },
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const { locale } = request;
    if (locale === 'en' || !isLocale(locale)) return payload;
    const answer = payload as { message?: unknown } | null;
    if (typeof answer?.message !== 'string') return payload;
    const { messages, vocab } = app.words[locale];
    return { ...answer, message: localizeMessage(answer.message, messages, vocab) };
  });
});
