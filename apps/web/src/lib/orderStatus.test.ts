import { describe, expect, it } from 'vitest';
import { isDelivered, isPaid, itemCount } from './orderStatus';

describe('order display rules (docs/product.md §3.6)', () => {
  it('shows a status as delivered when it contains Delivered', () => {
    expect(isDelivered('Delivered')).toBe(true);
    expect(isDelivered('Processing')).toBe(false);
    expect(isDelivered('Shipped')).toBe(false);
    expect(isDelivered('Cancelled')).toBe(false);
  });

  it('is PAID when the payment succeeded or the order is Delivered', () => {
    expect(isPaid({ paymentInfo: { status: 'succeeded' }, orderStatus: 'Shipped' })).toBe(true);
    expect(isPaid({ paymentInfo: { status: 'pending' }, orderStatus: 'Delivered' })).toBe(true);
    expect(isPaid({ paymentInfo: { status: 'pending' }, orderStatus: 'Processing' })).toBe(false);
  });

  it('counts the lines of an order as its items', () => {
    const line = (quantity: number) => ({ quantity }) as never;
    expect(itemCount({ orderItems: [line(2), line(3)] })).toBe(2);
  });
});
