import { useEffect, useState } from 'react';
import { setCartRemote, useCartStore } from '../../lib/cartStore';
import { useSession } from '../../lib/session';

/**
 * Mounted once with the layout. While a user is signed in, cart edits also go to their server cart,
 * and each page load merges the lines not stored yet and shows the server cart (a sign-in during the
 * page's life waits for the reload that follows it). Every tab follows
 * the cart the others store, so two tabs never hold (and send) different copies.
 */
export function CartSync() {
  // Signing in reloads the page (startSession), and the new page merges the local lines. The page
  // being left must not send them too: its request could reach the server while its answer, which
  // marks the lines as stored, never arrives, and the new page would send them a second time.
  const [loadedWith] = useState(() => useSession.getState().user?._id);
  const signedIn = useSession((state) => state.user?._id);
  const userId = signedIn === loadedWith ? signedIn : undefined;

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
