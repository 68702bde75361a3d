import type { CartItem } from '@shop/shared';
import { ApiError } from '../../lib/api';
import { type CartRemote, localOnly, useCartStore } from '../../lib/cartStore';
import { addServerLines, getServerCart, removeServerLine, setServerQuantity } from './api/serverCart';

/**
 * Keeps the local cart and a signed-in user's server cart together (docs/product.md §7: cart
 * failures are silent). Every failure is logged and leaves the local cart as it is, so a line is never
 * lost when the server cannot be reached; lines not stored yet go up at the next sync.
 */

/** Cart failures are not shown to the shopper (docs/product.md §7), but a developer can see them. */
function logCartFailure(action: string, error: unknown): void {
  console.warn(`[cart] ${action} failed; the local cart is kept`, error);
}

/**
 * Runs `work` while no other tab of this browser runs cart work: two signed-in tabs reading the
 * same local lines must not both send them (the server would add them twice).
 */
async function withCartLock<T>(work: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return work();
  return navigator.locks.request('cart-sync', async () => {
    // Another tab may have changed the stored cart while this one waited.
    await useCartStore.persist.rehydrate();
    return work();
  });
}

const store = () => useCartStore.getState();

/**
 * Sends the lines not stored yet in one call, each with its merge key, then shows the server cart (or
 * just reads it when there is nothing to send). Run when a signed-in page loads (right after sign-in
 * or registration, and on every later visit) and after an add while signed in.
 */
export function syncCart(userId: string): Promise<void> {
  return withCartLock(async () => {
    const pending = localOnly(store().items);
    const cart = pending.length > 0 ? await addServerLines(userId, pending) : await getServerCart(userId);
    const changed = store().takeServerLines(cart.cartItems, pending);
    if (changed.length > 0) await sendChangedQuantities(userId, changed);
  }).catch((error) => logCartFailure('Cart sync', error));
}

/**
 * Sends the quantities of lines changed while they were on their way to the server (the sync shows
 * them already). The last answer is the server cart with all of them; a change that could not reach
 * the server stays on screen over it, like any edit made offline. A refused one (stock) makes the
 * server's cart the truth.
 */
async function sendChangedQuantities(userId: string, changed: readonly (CartItem & { _id: string })[]) {
  let answer: CartItem[] | undefined;
  const unsent = new Map<string, number>();
  for (const line of changed) {
    try {
      answer = (await setServerQuantity(line, line.quantity)).cartItems;
    } catch (error) {
      logCartFailure('Changing a quantity', error);
      if (refusedByServer(error)) {
        store().takeServerLines((await getServerCart(userId)).cartItems);
        return;
      }
      unsent.set(line._id, line.quantity);
    }
  }
  if (!answer) return;
  store().takeServerLines(
    answer.map((line) => {
      const quantity = line._id === undefined ? undefined : unsent.get(line._id);
      return quantity === undefined ? line : { ...line, quantity };
    }),
  );
}

/**
 * Saves the cart to the server, then empties the local cart (docs/product.md §3.6: logout). If the save
 * fails, the lines that were never stored stay on this device so they are not lost.
 */
export function saveCartAndClear(userId: string): Promise<void> {
  return withCartLock(async () => {
    const pending = localOnly(store().items);
    try {
      if (pending.length > 0) await addServerLines(userId, pending);
      store().clear();
    } catch (error) {
      logCartFailure('Saving the cart at logout', error);
      // The lines keep their keys: if the save did land, sending them again adds nothing.
      useCartStore.setState({ items: pending });
    }
  });
}

/**
 * After a refused edit (stock, a line removed elsewhere) the server's cart is the truth; after a
 * network failure the local edit is kept. An edit waits for the cart work already running (the page
 * load's sync): otherwise that sync's older copy of the server cart, arriving after the edit's answer,
 * would undo the edit on screen.
 */
async function edit(userId: string, action: string, call: () => Promise<{ cartItems: CartItem[] }>) {
  const refused = await withCartLock(() => send(action, call));
  // Outside the lock: the sync takes it itself.
  if (refused) await syncCart(userId);
}

/** Sends one edit and shows the cart it answers. True when the server refused it (not a network failure). */
async function send(action: string, call: () => Promise<{ cartItems: CartItem[] }>): Promise<boolean> {
  try {
    store().takeServerLines((await call()).cartItems);
    return false;
  } catch (error) {
    logCartFailure(action, error);
    return refusedByServer(error);
  }
}

/** The server answered and said no (stock, a line removed elsewhere); status 0 is no answer at all. */
const refusedByServer = (error: unknown) => error instanceof ApiError && error.status !== 0;

/** The server side of a signed-in user's cart edits. */
export function serverRemote(userId: string): CartRemote {
  return {
    addLocalLines: () => syncCart(userId),
    setQuantity: (line, quantity) =>
      edit(userId, 'Changing a quantity', () => setServerQuantity(line, quantity)),
    remove: (line) => edit(userId, 'Removing a line', () => removeServerLine(line)),
  };
}
