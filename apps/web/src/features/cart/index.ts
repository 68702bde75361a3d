/** The cart feature's public entry: its page (lazy). The cart store is shared: lib/cartStore. */
import { lazyPage } from '../../lib/lazyPage';

export const CartPage = lazyPage(() => import('./CartPage'));
