import { describe, expect, it } from 'vitest';
import { AmountOutOfRange } from './money.js';
import { deliveryPrice, leftForFreeDelivery, priceOrder, promoDiscount } from './pricing.js';

describe('priceOrder', () => {
  const discounted = { price: 500_000, discountRate: 10, isChecked: true, quantity: 2 };
  const unticked = { price: 300_000, discountRate: 50, isChecked: false, quantity: 1 };
  const lines = [discounted, unticked];

  it('sums discounted lines and adds the delivery fee', () => {
    expect(priceOrder(lines, { fee: 150_000, freeFrom: null })).toEqual({
      subtotal: 1_200_000,
      discount: 0,
      delivery: 150_000,
      total: 1_350_000,
    });
  });

  it('totals an empty cart to the delivery fee', () => {
    expect(priceOrder([], { fee: 100_000, freeFrom: null })).toEqual({
      subtotal: 0,
      discount: 0,
      delivery: 100_000,
      total: 100_000,
    });
  });

  it('delivers free from the amount, counted on the discounted items', () => {
    expect(priceOrder(lines, { fee: 150_000, freeFrom: 1_200_000 }).delivery).toBe(0);
    expect(priceOrder(lines, { fee: 150_000, freeFrom: 1_200_001 }).delivery).toBe(150_000);
    // The undiscounted items (1,300,000) would reach it; the discounted ones do not.
    expect(priceOrder(lines, { fee: 150_000, freeFrom: 1_250_000 }).total).toBe(1_350_000);
  });

  it('refuses a total past a safe integer', () => {
    const huge = { price: Number.MAX_SAFE_INTEGER, discountRate: 0, isChecked: false, quantity: 1 };
    expect(() => priceOrder([huge], { fee: 1, freeFrom: null })).toThrow(AmountOutOfRange);
  });
});

describe('deliveryPrice and leftForFreeDelivery', () => {
  it('is the fee one pound under the amount, 0 at it', () => {
    const terms = { fee: 200_000, freeFrom: 3_000_000 };
    expect(deliveryPrice(2_999_999, terms)).toBe(200_000);
    expect(deliveryPrice(3_000_000, terms)).toBe(0);
    expect(leftForFreeDelivery(2_880_000, terms.freeFrom)).toBe(120_000);
    expect(leftForFreeDelivery(3_500_000, terms.freeFrom)).toBe(0);
  });

  it('always charges the fee when the shop offers no free delivery', () => {
    expect(deliveryPrice(10 ** 12, { fee: 5, freeFrom: null })).toBe(5);
    expect(leftForFreeDelivery(10, null)).toBeUndefined();
  });
});

describe('a promo code in priceOrder (issue 48)', () => {
  const lines = [{ price: 333_333, discountRate: 0, isChecked: false, quantity: 3 }];
  const terms = { fee: 150_000, freeFrom: null };

  it('takes a percentage of the items, rounded down to the pound', () => {
    expect(promoDiscount(999_999, { kind: 'percent', value: 10 })).toBe(99_999);
    expect(priceOrder(lines, terms, { kind: 'percent', value: 10 })).toEqual({
      subtotal: 999_999,
      discount: 99_999,
      delivery: 150_000,
      total: 1_050_000,
    });
  });

  it('takes an amount off the items, never below 0, and never off the delivery', () => {
    expect(priceOrder(lines, terms, { kind: 'amount', value: 100_000 }).total).toBe(1_049_999);
    expect(priceOrder(lines, terms, { kind: 'amount', value: 5_000_000 })).toEqual({
      subtotal: 999_999,
      discount: 999_999,
      delivery: 150_000,
      total: 150_000,
    });
  });

  it('makes delivery free with a free-delivery code', () => {
    expect(priceOrder(lines, terms, { kind: 'freeDelivery', value: 0 })).toEqual({
      subtotal: 999_999,
      discount: 0,
      delivery: 0,
      total: 999_999,
    });
  });

  it('judges free delivery on the items after the discount', () => {
    const freeFrom = { fee: 150_000, freeFrom: 950_000 };
    expect(priceOrder(lines, freeFrom).delivery).toBe(0);
    // 999,999 − 99,999 = 900,000: under the amount once the code is taken off.
    expect(priceOrder(lines, freeFrom, { kind: 'percent', value: 10 }).delivery).toBe(150_000);
  });
});
