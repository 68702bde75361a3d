import type { CartItem } from '@shop/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { randomKey } from './randomKey';

export type { CartItem };

/** Whether adding made a new line or replaced the one for the same product, size and colour. */
type AddResult = 'added' | 'updated';

/**
 * Where a signed-in user's cart edits also go (the server cart). The cart feature plugs it in while a
 * user is signed in; without it (guests) the cart is only local. It handles its own failures: the
 * local cart is kept, so nothing is lost when the server cannot be reached.
 */
export interface CartRemote {
  /** Stores the lines that are not on the server yet (the one just added among them). */
  addLocalLines(): Promise<void>;
  /** Sets a server line's quantity. */
  setQuantity(line: CartItem & { _id: string }, quantity: number): Promise<void>;
  /** Removes a server line. */
  remove(line: CartItem & { _id: string }): Promise<void>;
}

let remote: CartRemote | null = null;

/** Plugs in (or, with null, unplugs) the server side of the cart. */
export function setCartRemote(next: CartRemote | null): void {
  remote = next;
}

interface CartState {
  items: CartItem[];
  /**
   * Adds a line; a line for the same product, size and colour is replaced (its quantity becomes the
   * new one). A line not on the server gets a new merge key, as it does when its quantity changes:
   * the server adds a line sent under a key once (decision 020).
   */
  addItem(item: CartItem): AddResult;
  /** Sets a line's quantity; anything below 1 is ignored, so a line never empties by decrementing. */
  updateQuantity(product: string, color: string, size: string, quantity: number): void;
  removeItem(product: string, color: string, size: string): void;
  /**
   * Takes the server cart's lines. Local lines not sent with `sent` stay unless the server already has
   * their product, size and colour (docs/product.md §7: local duplicates of server lines are dropped).
   * One kind is not a duplicate: a sent line whose quantity changed while it was on its way. Its server
   * line takes the new quantity, and is returned so that the change can go to the server too.
   */
  takeServerLines(lines: readonly CartItem[], sent?: readonly CartItem[]): StoredLine[];
  clear(): void;
}

type Key = Pick<CartItem, 'product' | 'color' | 'size'>;
type StoredLine = CartItem & { _id: string };

const isLine = (item: Key, product: string, color: string, size: string) =>
  item.product === product && item.color === color && item.size === size;
const sameLine = (a: Key, b: Key) => isLine(a, b.product, b.color, b.size);
const onServer = (line: CartItem): line is StoredLine => line._id !== undefined;

/** The lines not stored on the server yet (added as a guest, or while the server was unreachable). */
export const localOnly = (items: readonly CartItem[]) => items.filter((line) => !onServer(line));

/** The cart, restored from localStorage 'cartItems' (docs/product.md §4); a mirror of the server cart once signed in. */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem(item) {
        const existing = get().items.find((line) => sameLine(line, item));
        const added = existing?._id ? { ...item, _id: existing._id } : { ...item, key: randomKey() };
        set(({ items }) => ({
          items: existing ? items.map((line) => (line === existing ? added : line)) : [...items, added],
        }));
        if (onServer(added)) void remote?.setQuantity(added, added.quantity);
        else void remote?.addLocalLines();
        return existing ? 'updated' : 'added';
      },
      updateQuantity(product, color, size, quantity) {
        if (!Number.isInteger(quantity) || quantity < 1) return;
        const line = get().items.find((item) => isLine(item, product, color, size));
        if (!line) return;
        const changed = onServer(line) ? { ...line, quantity } : { ...line, quantity, key: randomKey() };
        set(({ items }) => ({ items: items.map((item) => (item === line ? changed : item)) }));
        if (onServer(line)) void remote?.setQuantity(line, quantity);
      },
      removeItem(product, color, size) {
        const line = get().items.find((item) => isLine(item, product, color, size));
        if (!line) return;
        set(({ items }) => ({ items: items.filter((item) => item !== line) }));
        if (onServer(line)) void remote?.remove(line);
      },
      takeServerLines(lines, sent = []) {
        const unsent = localOnly(get().items).filter((item) => !sent.includes(item));
        const changed: StoredLine[] = [];
        const taken = lines.map((line) => {
          const edit = unsent.find((item) => sameLine(item, line) && sent.some((s) => sameLine(s, item)));
          if (!edit || !onServer(line) || edit.quantity === line.quantity) return line;
          const next = { ...line, quantity: edit.quantity };
          changed.push(next);
          return next;
        });
        set({ items: [...taken, ...unsent.filter((item) => !lines.some((line) => sameLine(line, item)))] });
        return changed;
      },
      clear: () => set({ items: [] }),
    }),
    { name: 'cartItems', partialize: ({ items }) => ({ items }) },
  ),
);

/** Number of pieces in the cart, for the header badge (local and server carts alike). */
export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((count, item) => count + item.quantity, 0));
