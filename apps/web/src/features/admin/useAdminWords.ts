import { type AdminWords, type Locale, loadAdminWords } from '@shop/shared';
import { use } from 'react';
import { useLanguage } from '../../lib/i18n';

/** One load per language for the whole visit: every admin screen reads the same promise. */
const loaded = new Map<Locale, Promise<AdminWords>>();

/**
 * The admin's words in `locale`, loading them once. The promise, once settled, says so as React's `use`
 * reads it (`status`, `value`), as TanStack Query's promises do: a screen shown after the words arrived
 * renders at once instead of suspending for a moment.
 */
export function adminWordsOf(locale: Locale): Promise<AdminWords> {
  let words = loaded.get(locale);
  if (!words) {
    const loading = loadAdminWords(locale);
    words = loading;
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason) => {
        Object.assign(loading, { status: 'rejected', reason });
        // A failed load (the network) is tried again by the next screen that asks.
        loaded.delete(locale);
      },
    );
    loaded.set(locale, words);
  }
  return words;
}

/**
 * The admin's words in the page's language (their own catalogue, which no storefront page loads). The
 * first admin screen suspends while they load: its route's Suspense boundary shows the loader.
 */
export function useAdminWords(): AdminWords {
  return use(adminWordsOf(useLanguage().locale));
}
