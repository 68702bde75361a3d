import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A cart line as kept in the browser; open so the cart feature can add fields (discount, stock…). */
export interface CartItem {
  product: string;
  name: string;
  price: number;
  image: string;
  size: string;
  color: string;
  quantity: number;
  [key: string]: unknown;
}

interface CartState {
  items: CartItem[];
}

/** The local cart, restored from localStorage 'cartItems' (spec: cart persistence). */
export const useCartStore = create<CartState>()(
  persist((): CartState => ({ items: [] }), { name: 'cartItems' }),
);

/** Number of pieces in the cart, for the header badge. */
export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((count, item) => count + item.quantity, 0));
