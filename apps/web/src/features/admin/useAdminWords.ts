import { type AdminWords, loadAdminWords } from '@shop/shared';
import { use } from 'react';
import { loadOncePerLocale, useLanguage } from '../../lib/i18n';

/** The admin's words in a language, loaded once for the visit (every admin screen reads the same promise). */
export const adminWordsOf = loadOncePerLocale(loadAdminWords);

/**
 * The admin's words in the page's language (their own catalogue, which no storefront page loads). The
 * first admin screen suspends while they load: its route's Suspense boundary shows the loader.
 */
export function useAdminWords(): AdminWords {
  return use(adminWordsOf(useLanguage().locale));
}
