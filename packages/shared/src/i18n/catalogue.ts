import { format, type MessageKey, messages } from '../messages.js';
import type { Locale } from './locales.js';

/**
 * The words of the shop in one language (issue 36, decision 084). The English catalogue (`en/`) is the
 * source: its sections are plain objects of strings, `{name}` placeholders filled by `format`, and plurals
 * as `{ one, other }`. Arabic and French are typed from it (`Translation`): a key missing in either, or an
 * Arabic plural without its six forms, does not compile.
 */

/** An English or French plural (French's `many`, for millions, falls back to `other`). */
export interface Plural {
  one: string;
  other: string;
  many?: string;
}

/** Arabic has six plural forms (CLDR): each must be written. */
export interface ArabicPlural {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/**
 * A section of a catalogue in another language: the same keys, plurals in that language's forms, nested
 * groups (the vocabulary's) translated the same way.
 */
export type Translated<S, P> = {
  readonly [K in keyof S]: S[K] extends string ? string : S[K] extends Plural ? P : Translated<S[K], P>;
};

/** A whole catalogue translated, section by section. */
export type Translation<C, P> = { readonly [S in keyof C]: Translated<C[S], P> };

/** An English plural entry (a helper so that sections read `plural({ one, other })`). */
export const plural = (forms: Plural): Plural => forms;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * CLDR's plural form of a whole count in the shop's languages, as Intl.PluralRules selects it: making
 * the first PluralRules loads the locale's data, a long task on a slow phone while a page starts.
 */
function wholeCountForm(locale: Locale, count: number): keyof ArabicPlural {
  const n = Math.abs(count);
  if (locale === 'fr') return n <= 1 ? 'one' : n % 1_000_000 === 0 ? 'many' : 'other';
  if (locale === 'en') return n === 1 ? 'one' : 'other';
  const hundreds = n % 100;
  if (n <= 2) return (['zero', 'one', 'two'] as const)[n] ?? 'other';
  return hundreds >= 3 && hundreds <= 10 ? 'few' : hundreds >= 11 ? 'many' : 'other';
}

/** Intl's plural form (a count with decimals), its rules made once per language. */
function intlForm(locale: Locale, count: number): keyof ArabicPlural {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) as keyof ArabicPlural;
}

/** The form of `entry` for `count` in `locale`, with `{count}` and `vars` filled in. */
export function pluralOf(
  locale: Locale,
  entry: Plural | ArabicPlural,
  count: number,
  vars: Record<string, string | number> = {},
): string {
  const form = Number.isSafeInteger(count) ? wholeCountForm(locale, count) : intlForm(locale, count);
  const forms = entry as Partial<Record<keyof ArabicPlural, string>>;
  return format(forms[form] ?? entry.other, { count, ...vars });
}

/** A vocabulary in some language (`vocab`): each group maps the canonical English value to its label. */
export type VocabWords = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * A vocabulary value's word, if the catalogue has one. The value often comes from a URL
 * (/productSubCats/{name}): only the catalogue's own entries count, never what every object inherits
 * ('__proto__', 'constructor', 'toString' are names like any other, with no word of their own).
 */
export function vocabularyWord(
  vocabulary: Readonly<Record<string, string>>,
  value: string,
): string | undefined {
  return Object.hasOwn(vocabulary, value) ? vocabulary[value] : undefined;
}

/**
 * A vocabulary value (category, colour, size, status, country…) in the words' language: the catalogue's
 * label, else the value's own `label` (a sub-category an admin named), else the value as stored.
 */
export function termIn<V extends VocabWords>(
  vocab: V,
  group: keyof V,
  value: string,
  label?: string,
): string {
  return vocabularyWord(vocab[group] as Readonly<Record<string, string>>, value) ?? label ?? value;
}

interface MessageTemplate {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** The length of its text without placeholders. */
  fixed: number;
}

let templates: MessageTemplate[] | undefined;
let byText: Map<string, MessageKey> | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English message texts, those with placeholders as patterns that give back the filled values. */
function messageIndex() {
  if (!templates || !byText) {
    templates = [];
    byText = new Map();
    for (const [key, text] of Object.entries(messages) as [MessageKey, string][]) {
      const names = Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? '');
      if (!names.length) {
        byText.set(text, key);
        continue;
      }
      const source = text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('([\\s\\S]+?)');
      templates.push({
        key,
        pattern: new RegExp(`^${source}$`),
        names,
        fixed: text.replace(/\{\w+\}/g, '').length,
      });
    }
    // The most specific first: 'Only {available} left of {name} ({size}, {color})' before 'Only {available} left of {item}'.
    templates.sort((a, b) => b.fixed - a.fixed);
  }
  return { templates, byText };
}

/**
 * The placeholders whose values are vocabulary terms (an order's status, a size, a colour): a message
 * translated with a vocabulary names them in its language too ('An order that is Shipped…' → '…قيد التوصيل…').
 */
const TERM_PLACEHOLDERS: Readonly<Record<string, string>> = {
  status: 'orderStatuses',
  from: 'orderStatuses',
  to: 'orderStatuses',
  size: 'sizes',
  color: 'colors',
};

/**
 * One of the shop's messages (docs/product.md §15; English, as the schemas and the server write it) in
 * another language: the same message's translation, with the values the English text was filled with, those
 * that are vocabulary terms in `vocab`'s words. A text that is not one of the messages (a product's name, a
 * message already translated) comes back as it is.
 */
export function localizeMessage(
  text: string,
  translated: Readonly<Record<MessageKey, string>>,
  vocab?: VocabWords,
): string {
  if (translated === messages) return text;
  const { templates, byText } = messageIndex();
  const key = byText.get(text);
  if (key) return translated[key];
  const inWords = (name: string, value: string) => {
    const group = TERM_PLACEHOLDERS[name];
    return vocab && group && vocab[group] ? termIn(vocab, group, value) : value;
  };
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (match) {
      const values = names.map((name, i) => [name, inWords(name, match[i + 1] ?? '')]);
      return format(translated[key], Object.fromEntries(values));
    }
  }
  return text;
}
