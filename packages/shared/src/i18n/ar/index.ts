import type { Words } from '../en/index.js';
import { pages } from './pages.js';
import { shell } from './shell.js';

/** The storefront's words in Arabic (the server's whole set: the shell and the pages' words). */
export const ar: Words = { ...shell, ...pages };
