// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CartItem, type CartRemote, localOnly, setCartRemote, useCartStore } from './cartStore';

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
    expect(cart().items).toEqual([{ ...robe, key: expect.any(String) }]);
    expect(stored().state.items).toEqual(cart().items);
  });

  it('keeps one line per product, size and colour: adding again replaces it with the new quantity', () => {
    cart().addItem(robe);
    expect(cart().addItem({ ...robe, quantity: 3, price: 2_600_000 })).toBe('updated');
    expect(cart().items).toEqual([{ ...robe, quantity: 3, price: 2_600_000, key: expect.any(String) }]);
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
    expect(cart().items).toEqual([{ ...robe, key: expect.any(String) }]);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(stored().state.items).toEqual([]);
  });

  it("takes the server's lines, keeping local lines it was not sent unless the server has their line", () => {
    const stale = { ...robe, size: 'S' };
    const unsent = { ...robe, size: 'XL' };
    const duplicate = { ...robe, size: 'L' };
    useCartStore.setState({ items: [stale, unsent, duplicate] });
    const server = [
      { ...robe, _id: 'line-1', availability: 'available' as const },
      { ...duplicate, _id: 'line-2', quantity: 5, availability: 'available' as const },
    ];
    expect(cart().takeServerLines(server, [stale])).toEqual([]);
    expect(cart().items).toEqual([...server, unsent]);
  });

  it('gives the server line the new quantity of a sent line changed on its way, and returns it to send', () => {
    cart().addItem(robe);
    const sent = cart().items;
    cart().updateQuantity('p1', 'Red', 'M', 3);
    const stored = { ...robe, _id: 'line-1', availability: 'available' as const };
    expect(cart().takeServerLines([stored], sent)).toEqual([{ ...stored, quantity: 3 }]);
    expect(cart().items).toEqual([{ ...stored, quantity: 3 }]);
  });

  it('gives a line not on the server a new merge key whenever it is added or changed, and a stored line none', () => {
    const key = (size = 'M') => cart().items.find((line) => line.size === size)?.key;
    cart().addItem(robe);
    const first = key();
    cart().addItem({ ...robe, size: 'L' });
    expect(key()).toBe(first);
    expect(key('L')).not.toBe(first);
    cart().addItem({ ...robe, quantity: 2 });
    const second = key();
    expect(second).not.toBe(first);
    cart().updateQuantity('p1', 'Red', 'M', 3);
    expect(key()).not.toBe(second);
    expect(new Set([first, second, key(), key('L')]).size).toBe(4);

    cart().takeServerLines([{ ...robe, _id: 'line-1' }]);
    cart().updateQuantity('p1', 'Red', 'M', 4);
    cart().addItem({ ...robe, quantity: 5 });
    expect(cart().items.find((line) => line.size === 'M')).toEqual({ ...robe, quantity: 5, _id: 'line-1' });
  });
});

describe('cart store with the server side plugged in (signed in)', () => {
  const calls: string[] = [];
  const remote: CartRemote = {
    addLocalLines: async () =>
      void calls.push(`add ${localOnly(cart().items).map((line) => `${line.size} ${line.quantity}`)}`),
    setQuantity: async (line, quantity) => void calls.push(`set ${line._id} ${quantity}`),
    remove: async (line) => void calls.push(`remove ${line._id}`),
  };
  beforeEach(() => {
    calls.length = 0;
    setCartRemote(remote);
  });
  afterEach(() => setCartRemote(null));

  it('sends a new line, and the new quantity of a line the server already has (keeping its id)', () => {
    useCartStore.setState({ items: [{ ...robe, _id: 'line-1' }] });
    expect(cart().addItem({ ...robe, quantity: 3 })).toBe('updated');
    expect(cart().items).toEqual([{ ...robe, quantity: 3, _id: 'line-1' }]);
    cart().addItem({ ...robe, size: 'L' });
    expect(calls).toEqual(['set line-1 3', 'add L 1']);
  });

  it('changes and removes server lines on the server, local-only lines only here', () => {
    useCartStore.setState({
      items: [
        { ...robe, _id: 'line-1' },
        { ...robe, size: 'L' },
      ],
    });
    cart().updateQuantity('p1', 'Red', 'M', 2);
    cart().updateQuantity('p1', 'Red', 'L', 2);
    cart().updateQuantity('p1', 'Red', 'M', 0);
    cart().removeItem('p1', 'Red', 'L');
    cart().removeItem('p1', 'Red', 'M');
    expect(calls).toEqual(['set line-1 2', 'remove line-1']);
    expect(cart().items).toEqual([]);
  });
});
