import {
  type ArabicPlural,
  directionOf,
  formatAmountIn,
  formatLbp,
  formatShopDate,
  formatShopDateTime,
  type Locale,
  loadPageWords,
  localizedPath,
  localizeMessage,
  type Plural,
  pluralOf,
  type ShellWords,
  splitLocale,
  termIn,
  type Words,
} from '@shop/shared';
import { createContext, type ReactNode, use, useContext } from 'react';

/**
 * The page's language (issue 36, decision 084): its locale (from the URL's prefix), its words (the one
 * catalogue the page loaded) and what is derived from them. Every screen reads its words here.
 */
export interface Language {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** Every page's words; a page of its own chunk reads its own with `usePageWords`. */
  words: ShellWords;
  /** A plural entry for `count`, with `{count}` and `vars` filled. */
  plural(entry: Plural | ArabicPlural, count: number, vars?: Record<string, string | number>): string;
  /**
   * A vocabulary value (category, colour, size, status…) in the page's language: the catalogue's word,
   * else the value's own `labels` (a sub-category an admin added), else the value as stored.
   */
  term(group: keyof Words['vocab'], value: string, labels?: Partial<Record<Locale, string>>): string;
  /** A message of docs/product.md §15, as the schemas write it in English, in the page's language. */
  message(text: string): string;
  /** An LBP price: Latin digits, the language's currency label ('1,250,000 LBP', '1,250,000 ل.ل.'). */
  price(value: number): string;
  /** Any amount with the language's marks ('89,500', French '89 500'; '12.35', French '12,35'). */
  amount(value: number): string;
  /** A date (ISO string or Date) as '5 March 2026', Latin digits, in the shop's time zone. */
  date(value: string | Date): string;
  /** The same with the time: '5 March 2026, 14:05'. */
  dateTime(value: string | Date): string;
  /** An app path in the page's language, for `href`s outside the router ('/cart' → '/ar/cart'). */
  href(path: string): string;
}

const LanguageContext = createContext<Language | null>(null);

/** A vocabulary value's word, if the catalogue has one (only its own entries: see `vocabularyWord`). */
export { vocabularyWord } from '@shop/shared';

export function createLanguage(locale: Locale, words: ShellWords): Language {
  return {
    locale,
    dir: directionOf(locale),
    words,
    plural: (entry, count, vars) => pluralOf(locale, entry, count, vars),
    term: (group, value, labels) => termIn(words.vocab, group, value, labels?.[locale]),
    message: (text) => localizeMessage(text, words.messages, words.vocab),
    price: (value) => formatLbp(value, words.layout),
    amount: (value) => formatAmountIn(value, words.layout),
    date: (value) => formatShopDate(words.dates, value),
    dateTime: (value) => formatShopDateTime(words.dates, value),
    href: (path) => localizedPath(locale, path),
  };
}

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage outside a LanguageProvider');
  return language;
}

/** Every page's words: `const { layout } = useWords()`. */
export function useWords(): ShellWords {
  return useLanguage().words;
}

/**
 * `load` once per language for the whole visit: every caller gets the same promise, which says once
 * settled what React's `use` reads (`status`, `value`, as TanStack Query's promises do), so a screen
 * shown after it arrived renders at once instead of suspending for a moment. A failed load (the network)
 * is tried again by the next caller.
 */
export function loadOncePerLocale<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const loads = new Map<Locale, Promise<T>>();
  return (locale) => {
    let loading = loads.get(locale);
    if (!loading) {
      const started = load(locale);
      started.then(
        (value) => Object.assign(started, { status: 'fulfilled', value }),
        (reason) => {
          Object.assign(started, { status: 'rejected', reason });
          loads.delete(locale);
        },
      );
      loading = started;
      loads.set(locale, loading);
    }
    return loading;
  };
}

/** Loads the pages' words of `locale` (once); the server awaits it before it renders. */
export const preloadPageWords = loadOncePerLocale(loadPageWords);
/** Every page's words with the pages' added, made once per language. */
const wholeWords = new WeakMap<ShellWords, Words>();

/**
 * A lazy page's loader that loads the pages' words with its code, in the browser (the URL's language):
 * `lazyPage(withPageWords(() => import('./CartPage')))`. The server has them before it renders.
 */
export function withPageWords<T>(load: () => Promise<T>): () => Promise<T> {
  if (typeof window === 'undefined') return load;
  return () =>
    Promise.all([load(), preloadPageWords(splitLocale(window.location.pathname).locale)]).then(
      ([module]) => module,
    );
}

/**
 * The words of the pages that are chunks of their own (product, cart, checkout, accounts, orders…) with
 * every page's: `const { cart } = usePageWords()`. They are not loaded by the home page and the listings;
 * such a page loads them with its code (`withPageWords`), and were they missing it would wait for them.
 */
export function usePageWords(): Words {
  const { locale, words } = useLanguage();
  const page = use(preloadPageWords(locale));
  let whole = wholeWords.get(words);
  if (!whole) {
    whole = { ...words, ...page };
    wholeWords.set(words, whole);
  }
  return whole;
}
