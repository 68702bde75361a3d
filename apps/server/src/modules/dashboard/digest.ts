import {
  format,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type Locale,
  localizedPath,
  type OpenOrders,
  paths,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { type MailLanguage, mailLanguage } from '../../lib/mail-language.js';
import { laidOutMail, type MailBlock } from '../../lib/mail-layout.js';
import type { Mail } from '../../lib/mailer.js';
import { type LowStockOption, lowStockOptions } from '../catalog/index.js';
import { waitingMessages } from '../contact/index.js';
import { type ShopDayOrders, shopDayOrders } from '../orders/index.js';
import { getRate } from '../settings/index.js';
import { readOpenOrders } from './queries.js';

type App = Pick<FastifyInstance, 'db' | 'config' | 'words'>;

/** A waiting message in the digest: its sender and its first words. */
const EXCERPT_MAX = 120;
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
};

/** The shop day before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** What the owner's morning digest tells: yesterday, what waits today, low stock, messages. */
interface DigestFigures extends ShopDayOrders {
  open: OpenOrders;
  /** The most urgent low options (fewest pieces first), named in the digest's language. */
  lowStock: LowStockOption[];
  lowStockCount: number;
  threshold: number;
  /** The newest messages waiting for an answer, and how many wait. */
  messages: { name: string; message: string }[];
  messagesCount: number;
}

/** The most low options and waiting messages a digest lists; the counts say how many more there are. */
const DIGEST_LIST_MAX = 10;

/**
 * The digest's figures, each from the module that owns it: the shop day before `day` (YYYY-MM-DD,
 * Beirut) for the orders and sales, now for the rest. Product names in `locale`.
 */
async function readDigestFigures(db: Database, day: string, locale: Locale): Promise<DigestFigures> {
  // Only the low stock waits for the threshold; the other reads start with it.
  const lowStock = getRate(db, 'lowStockThreshold', LOW_STOCK_THRESHOLD_DEFAULT).then(async (threshold) => ({
    threshold,
    low: await lowStockOptions(db, { threshold, locale, limit: DIGEST_LIST_MAX }),
  }));
  const [yesterday, open, { threshold, low }, waiting] = await Promise.all([
    shopDayOrders(db, dayBefore(day)),
    readOpenOrders(db),
    lowStock,
    waitingMessages(db, DIGEST_LIST_MAX),
  ]);
  return {
    ...yesterday,
    open,
    lowStock: low.options,
    lowStockCount: low.count,
    threshold,
    messages: waiting.messages,
    messagesCount: waiting.count,
  };
}

/**
 * The owner's morning digest of shop day `day`, in the admin's language: yesterday's orders and sales,
 * the orders to ship, low stock and the messages waiting for an answer, with a link to the admin.
 */
function digestMail(
  figures: DigestFigures,
  language: MailLanguage,
  day: string,
  shop: { name: string; email: string; phone: string },
  publicUrl: string,
): Mail {
  const { words, price, plural } = language;
  // Noon UTC is the same calendar day in Beirut.
  const date = language.date(`${dayBefore(day)}T12:00:00Z`);
  const lowStock: MailBlock[] = figures.lowStock.length
    ? [
        {
          rows: figures.lowStock.map((low) => ({
            label: format(words.digestLowStockLine, {
              name: language.isolate(low.name),
              option: language.option(low.size, low.color),
            }),
            value: low.quantity === 0 ? words.digestSoldOut : plural(words.digestLeft, low.quantity),
          })),
        },
      ]
    : [{ paragraph: words.digestNoLowStock }];
  const moreLow = figures.lowStockCount - figures.lowStock.length;
  if (moreLow > 0) lowStock.push({ paragraph: plural(words.digestMore, moreLow) });
  const messages: MailBlock[] = figures.messages.length
    ? [
        {
          list: figures.messages.map((m) =>
            language.field(language.isolate(m.name), language.isolate(excerpt(m.message))),
          ),
        },
      ]
    : [{ paragraph: words.digestNoMessages }];
  const moreMessages = figures.messagesCount - figures.messages.length;
  if (moreMessages > 0) messages.push({ paragraph: plural(words.digestMore, moreMessages) });
  return laidOutMail(
    language,
    { to: shop.email, subject: format(words.digestSubject, { shop: shop.name, date }) },
    { name: shop.name, signature: format(words.signature, { shop: shop.name, phone: shop.phone }) },
    [
      { paragraph: words.digestGreeting },
      { paragraph: format(words.digestIntro, { date }) },
      { heading: words.digestYesterday },
      {
        rows: [
          { label: words.digestOrders, value: String(figures.orders) },
          { label: words.digestSales, value: price(figures.sales), strong: true },
          { label: words.digestCancelled, value: String(figures.cancelled) },
        ],
      },
      { heading: words.digestToShip },
      {
        rows: [
          { label: words.digestProcessing, value: String(figures.open.Processing) },
          { label: words.digestShipped, value: String(figures.open.Shipped) },
        ],
      },
      { heading: format(words.digestLowStock, { threshold: figures.threshold }) },
      ...lowStock,
      { heading: `${words.digestMessages} (${figures.messagesCount})` },
      ...messages,
      {
        link: {
          label: words.digestOpenAdmin,
          url: `${publicUrl}${localizedPath(language.locale, paths.adminDashboard())}`,
        },
      },
    ],
  );
}

/** The digest of shop day `day` to SHOP_EMAIL, in `locale`, from the figures of the moment. */
export async function composeDigest(app: App, day: string, locale: Locale): Promise<Mail> {
  const figures = await readDigestFigures(app.db, day, locale);
  const language = mailLanguage(locale, app.words[locale]);
  return digestMail(figures, language, day, app.config.shop, app.config.publicUrl);
}
