// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { type CartItem, useCartStore } from './cartStore';

const robe: CartItem = {
  product: 'p1',
  productId: 'WRB-1007',
  optCode: 'WRB-1007-M-RED',
  name: 'Waffle Bath Robe',
  price: 2_500_000,
  dollarPrice: 28,
  image: '/images/products/robe-640.webp',
  stock: 12,
  discountRate: 10,
  isChecked: true,
  quantity: 1,
  size: 'M',
  color: 'Red',
  Quantity: 5,
};

const cart = () => useCartStore.getState();
const stored = () => JSON.parse(localStorage.getItem('cartItems') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

describe('cart store', () => {
  it('adds a new line and keeps it in localStorage under cartItems', () => {
    expect(cart().addItem(robe)).toBe('added');
    expect(cart().items).toEqual([robe]);
    expect(stored().state.items).toEqual([robe]);
  });

  it('keeps one line per product, size and colour: adding again replaces it with the new quantity', () => {
    cart().addItem(robe);
    expect(cart().addItem({ ...robe, quantity: 3, price: 2_600_000 })).toBe('updated');
    expect(cart().items).toEqual([{ ...robe, quantity: 3, price: 2_600_000 }]);
  });

  it('treats another size or colour of the same product as another line', () => {
    cart().addItem(robe);
    expect(cart().addItem({ ...robe, size: 'L' })).toBe('added');
    expect(cart().addItem({ ...robe, color: 'Navy' })).toBe('added');
    expect(cart().items.map((line) => `${line.size}/${line.color}`)).toEqual(['M/Red', 'L/Red', 'M/Navy']);
  });

  it('updates the quantity of one line and ignores anything below 1', () => {
    cart().addItem(robe);
    cart().addItem({ ...robe, size: 'L' });
    cart().updateQuantity('p1', 'Red', 'M', 4);
    expect(cart().items.map((line) => line.quantity)).toEqual([4, 1]);
    for (const quantity of [0, -2, 1.5, Number.NaN]) cart().updateQuantity('p1', 'Red', 'M', quantity);
    expect(cart().items.map((line) => line.quantity)).toEqual([4, 1]);
  });

  it('removes a line by product, colour and size, and clears everything', () => {
    cart().addItem(robe);
    cart().addItem({ ...robe, size: 'L' });
    cart().removeItem('p1', 'Red', 'L');
    expect(cart().items).toEqual([robe]);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(stored().state.items).toEqual([]);
  });
});
