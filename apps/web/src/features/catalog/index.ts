/** The catalogue feature's public entry: its pages (lazy) and the header's live search. */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

export const ListingPage = lazyPage(() => import('./ListingPage'));
export const ProductPage = lazyPage(withPageWords(() => import('./ProductPage')));
export { default as HeaderSearch } from './search/HeaderSearch.island';
