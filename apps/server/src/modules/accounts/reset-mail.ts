import { format, type Locale, mailWords } from '@shop/shared';
import type { Mail } from '../../lib/mailer.js';

/** The password-reset mail, in the account's language: plain text, so every client shows the link as typed. */
export function resetMail(opts: {
  to: string;
  name: string;
  link: string;
  shopName: string;
  validMinutes: number;
  locale: Locale;
}): Mail {
  const words = mailWords[opts.locale];
  const shop = opts.shopName;
  return {
    to: opts.to,
    subject: format(words.resetSubject, { shop }),
    text: [
      format(words.hello, { name: opts.name }),
      '',
      format(words.resetAsked, { shop }),
      format(words.resetOpen, { minutes: opts.validMinutes }),
      '',
      opts.link,
      '',
      words.resetNotYou,
      '',
    ].join('\n'),
  };
}
