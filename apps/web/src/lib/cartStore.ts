import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A cart line as kept in the browser (spec §3 "Cart item"). Prices are the shop's at the time of adding. */
export interface CartItem {
  /** The product's `_id`. */
  product: string;
  /** The product's code. */
  productId: string;
  /** The chosen option's code, or the product code when the option has none. */
  optCode: string;
  name: string;
  /** Unit price in LBP before any discount (the chosen option's price). */
  price: number;
  dollarPrice: number;
  image: string;
  /** The product's total stock. */
  stock: number;
  discountRate: number;
  isChecked: boolean;
  quantity: number;
  size: string;
  color: string;
  /** Stock of the chosen option: the most this line can hold. */
  Quantity: number;
  /** The server cart line's id, once the line is kept on the server. */
  _id?: string;
}

/** Whether adding made a new line or replaced the one for the same product, size and colour. */
export type AddResult = 'added' | 'updated';

interface CartState {
  items: CartItem[];
  /** Adds a line; a line for the same product, size and colour is replaced (its quantity becomes the new one). */
  addItem(item: CartItem): AddResult;
  /** Sets a line's quantity; anything below 1 is ignored, so a line never empties by decrementing. */
  updateQuantity(product: string, color: string, size: string, quantity: number): void;
  removeItem(product: string, color: string, size: string): void;
  clear(): void;
}

const isLine = (item: CartItem, product: string, color: string, size: string) =>
  item.product === product && item.color === color && item.size === size;

/** The local cart, restored from localStorage 'cartItems' (spec: cart persistence). */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem(item) {
        const exists = get().items.some((line) => isLine(line, item.product, item.color, item.size));
        set(({ items }) => ({
          items: exists
            ? items.map((line) => (isLine(line, item.product, item.color, item.size) ? item : line))
            : [...items, item],
        }));
        return exists ? 'updated' : 'added';
      },
      updateQuantity(product, color, size, quantity) {
        if (!Number.isInteger(quantity) || quantity < 1) return;
        set(({ items }) => ({
          items: items.map((line) => (isLine(line, product, color, size) ? { ...line, quantity } : line)),
        }));
      },
      removeItem(product, color, size) {
        set(({ items }) => ({ items: items.filter((line) => !isLine(line, product, color, size)) }));
      },
      clear: () => set({ items: [] }),
    }),
    { name: 'cartItems', partialize: ({ items }) => ({ items }) },
  ),
);

/** Number of pieces in the cart, for the header badge. */
export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((count, item) => count + item.quantity, 0));
