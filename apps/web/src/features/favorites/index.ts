/** The favourites feature's public entry: its page (lazy). */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

export const FavoritesPage = lazyPage(withPageWords(() => import('./FavoritesPage')));
