import type { Words } from '../en/index.js';
import { pages } from './pages.js';
import { shell } from './shell.js';

/** The storefront's words in Arabic, both parts in one (for tests and tools; pages load them apart). */
export const ar: Words = { ...shell, ...pages };
