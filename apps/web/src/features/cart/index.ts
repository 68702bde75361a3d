/**
 * The cart feature's public entry: its page (lazy), the component that keeps a signed-in user's server
 * cart in step (mounted with the layout) and the logout step that saves it. The store is lib/cartStore.
 */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

export const CartPage = lazyPage(withPageWords(() => import('./CartPage')));
export { CartSync } from './CartSync';

/** Saves the cart to the server, then empties the local one (logout); see sync.ts. */
export const saveCartAndClear = (userId: string) =>
  import('./sync').then((sync) => sync.saveCartAndClear(userId));
