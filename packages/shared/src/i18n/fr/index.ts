import type { Words } from '../en/index.js';
import { pages } from './pages.js';
import { shell } from './shell.js';

/** The storefront's words in French, both parts in one (for tests and tools; pages load them apart). */
export const fr: Words = { ...shell, ...pages };
