import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { setCartRemote, useCartStore } from './store';
import { serverRemote, syncCart } from './sync';

/**
 * Mounted once with the layout. While a user is signed in, cart edits also go to their server cart,
 * and each page load merges the lines not stored yet and shows the server cart. Every tab follows
 * the cart the others store, so two tabs never hold (and send) different copies.
 */
export function CartSync() {
  const userId = useSession((state) => state.user?._id);

  useEffect(() => {
    if (!userId) return;
    setCartRemote(serverRemote(userId));
    void syncCart(userId);
    return () => setCartRemote(null);
  }, [userId]);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === useCartStore.persist.getOptions().name) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  return null;
}
