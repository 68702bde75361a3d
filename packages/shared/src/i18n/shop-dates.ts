import { format } from '../messages.js';
import { SHOP_TIME_ZONE } from '../vocabularies.js';
import { type ArabicPlural, type Plural, pluralOf, type Translated } from './catalogue.js';
import type { dates } from './en/dates.js';
import type { Locale } from './locales.js';

/** A language's date words (`dates`): its month names and how a date and a time are written. */
export type DateWords = Translated<typeof dates, Plural | ArabicPlural>;

/**
 * Date parts in the shop's time zone, written by hand from them so that server and browser give the same
 * bytes. Made on first use: building an Intl formatter loads locale data, a long task on a slow phone
 * while a page starts.
 */
let formatter: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The day, month, year, hour and minute of an instant on the shop's clock (Beirut), as digits. */
export function shopDateParts(value: string | Date) {
  const parts = Object.fromEntries(
    dateFormat()
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

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
