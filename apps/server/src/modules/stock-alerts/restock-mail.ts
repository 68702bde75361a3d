import { format, localizedPath, paths } from '@shop/shared';
import type { MailLanguage } from '../../lib/mail-language.js';
import { laidOutMail } from '../../lib/mail-layout.js';
import type { Mail } from '../../lib/mailer.js';
import type { RestockedAlert } from './queries.js';

/**
 * The one mail of a back-in-stock alert, in the language it was asked in: the product, size and colour
 * that came back, and its page in that language.
 */
export function restockMail(
  alert: RestockedAlert,
  language: MailLanguage,
  shop: { name: string; phone: string; email: string },
  publicUrl: string,
): Mail {
  const { words } = language;
  const product = language.isolate(alert.name);
  const url = `${publicUrl}${localizedPath(language.locale, paths.product(alert.productId))}`;
  return laidOutMail(
    language,
    {
      to: alert.email,
      subject: format(words.backSubject, { shop: shop.name, product }),
      replyTo: shop.email,
    },
    { name: shop.name, signature: format(words.signature, { shop: shop.name, phone: shop.phone }) },
    [
      { paragraph: words.helloGuest },
      { paragraph: format(words.backNews, { product, option: language.option(alert.size, alert.color) }) },
      { paragraph: words.backHurry },
      { link: { label: words.backOpen, url } },
      { note: words.backOnce },
    ],
  );
}
