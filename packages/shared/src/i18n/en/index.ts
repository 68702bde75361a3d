import type { ArabicPlural, Plural, Translation } from '../catalogue.js';
import { pages } from './pages.js';
import { shell } from './shell.js';

/**
 * The storefront's words in English: the source of the Arabic and French catalogues (decision 084). The
 * browser and the server's renderer load them in two parts, `shell` (every page) and `pages` (with the
 * pages that use them); this whole set is for tests and tools.
 */
export const en = { ...shell, ...pages } as const;

/** The storefront's words in any language, as screens read them. */
export type Words = Translation<typeof en, Plural | ArabicPlural>;
/** The words every page has (`useWords`). */
export type ShellWords = Pick<Words, keyof typeof shell>;
/** The words the pages of their own chunks add (`usePageWords`). */
export type PageWords = Pick<Words, keyof typeof pages>;
