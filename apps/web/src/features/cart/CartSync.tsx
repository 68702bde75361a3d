import { useEffect } from 'react';
import { setCartRemote, useCartStore } from '../../lib/cartStore';
import { useSession } from '../../lib/session';

/**
 * Mounted once with the layout. While a user is signed in, cart edits also go to their server cart,
 * and each page load merges the lines not stored yet and shows the server cart. Every tab follows
 * the cart the others store, so two tabs never hold (and send) different copies.
 */
export function CartSync() {
  const userId = useSession((state) => state.user?._id);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    // Loaded on demand: guests never need it, and it stays out of the first page's script.
    void import('./sync').then(({ serverRemote, syncCart }) => {
      if (!active) return;
      setCartRemote(serverRemote(userId));
      void syncCart(userId);
    });
    return () => {
      active = false;
      setCartRemote(null);
    };
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
