import { type ContactInput, endpoints, format, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { NotFound } from '../../lib/errors.js';
import { type MailLanguage, mailLanguage } from '../../lib/mail-language.js';
import type { Mail } from '../../lib/mailer.js';
import { registerRoutes } from '../../lib/route-of.js';
import { authRateLimit } from '../../plugins/access.js';
import { ownerLocale } from '../accounts/index.js';
import { countHits } from '../rate-limits/index.js';
import { insertContactMessage, listContactMessages, setMessageHandled } from './queries.js';

/**
 * Contact mails the shop's mailbox gets in an hour, whoever sends them: AUTH_RATE_LIMIT holds one
 * address back, not many. Past it, messages are still saved for the Messages tab, without a mail.
 */
export const CONTACT_MAILS_PER_HOUR = 60;

/** The shop's copy of a contact message, in the owner's language; replying answers the sender. */
function contactMail(input: ContactInput, shop: Config['shop'], language: MailLanguage): Mail {
  const { words, field } = language;
  const sender = `${input.firstName} ${input.lastName}`;
  return {
    to: shop.email,
    replyTo: input.email,
    subject: format(words.contactSubject, { shop: shop.shortName, name: sender }),
    text: [
      field(words.contactFrom, `${sender} <${input.email}>`),
      field(words.contactPhone, input.phoneNumber),
      '',
      input.message,
    ].join('\n'),
  };
}

/** The contact page's form (docs/product.md §3.8) and the admin Messages tab. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, endpoints.contact, {
    send: {
      config: { access: 'public', rateLimit: authRateLimit(app.config) },
      handler: async (request) => {
        await insertContactMessage(app.db, request.body);
        const [mails] = await countHits(app.db, [{ key: 'contact mail', windowMs: 60 * 60_000 }]);
        if ((mails?.current ?? 0) > CONTACT_MAILS_PER_HOUR) {
          request.log.warn('contact message saved without a mail: too many this hour');
        } else {
          // The message is saved and shows in the admin Messages tab: a mail failure must not lose it.
          const locale = await ownerLocale(app.db, app.config.shop.email);
          await app.mailer
            .send(contactMail(request.body, app.config.shop, mailLanguage(locale, app.words[locale])))
            .catch((error) =>
              request.log.error({ err: error }, 'contact message saved, but its mail failed'),
            );
        }
        return { success: true as const, message: messages.contactSuccess };
      },
    },

    messages: {
      config: { access: 'admin' },
      handler: async (request) => {
        const { page = 1, pageSize = 10 } = request.query;
        const listing = await listContactMessages(app.db, { limit: pageSize, offset: (page - 1) * pageSize });
        return { success: true as const, ...listing };
      },
    },

    setHandled: {
      config: { access: 'admin' },
      handler: async (request) => {
        const contactMessage = await setMessageHandled(app.db, request.params.id, request.body.handled);
        if (!contactMessage) throw new NotFound();
        return { success: true as const, message: messages.messageUpdated, contactMessage };
      },
    },
  });
};
