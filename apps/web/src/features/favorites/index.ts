/** The favourites feature's public entry: its page (lazy). */
import { lazyPage } from '../../lib/lazyPage';

export const FavoritesPage = lazyPage(() => import('./FavoritesPage'));
