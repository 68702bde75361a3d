import { format } from '../messages.js';
import { shopDateParts } from '../shop-time.js';
import { type ArabicPlural, type Plural, pluralOf, type Translated } from './catalogue.js';
import type { dates } from './en/dates.js';
import type { Locale } from './locales.js';

/** A language's date words (`dates`): its month names and how a date and a time are written. */
export type DateWords = Translated<typeof dates, Plural | ArabicPlural>;

/** '5 March 2026' in the words' language (Latin digits), on the shop's calendar. */
export function formatShopDate(words: DateWords, value: string | Date): string {
  const { day, month, year } = shopDateParts(value);
  const months = words.months as Record<string, string>;
  return format(words.date, { day: Number(day), month: months[Number(month)] ?? month, year });
}

/** The same with the time: '5 March 2026, 14:05'. */
export function formatShopDateTime(words: DateWords, value: string | Date): string {
  const { hour, minute } = shopDateParts(value);
  return format(words.dateTime, { date: formatShopDate(words, value), time: `${hour}:${minute}` });
}

/** A wait in the words' language, whole seconds under a minute, else whole minutes ('45 ثانية', '2 minutes'). */
export function formatWait(locale: Locale, words: DateWords, ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return pluralOf(locale, words.seconds, seconds);
  return pluralOf(locale, words.minutes, Math.round(seconds / 60));
}
