// @vitest-environment happy-dom

import type { CartItem } from '@shop/shared';
import { en } from '@shop/shared/i18n/en';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../../lib/delivery';
import { createLanguage, LanguageProvider, preloadPageWords } from '../../../lib/i18n';
import { CartSummary } from './CartSummary';

afterEach(cleanup);
beforeAll(() => preloadPageWords('en'));

const line = (price: number, quantity: number): CartItem =>
  ({
    product: 'p1',
    name: 'Robe',
    price,
    quantity,
    discountRate: 0,
    isChecked: false,
    size: 'M',
    color: 'Red',
  }) as CartItem;

const beirut = { _id: 'a1', name: 'Beirut', fee: 300_000, days: { min: 1, max: 2 } };

function show(lines: CartItem[], delivery: Delivery) {
  render(<CartSummary lines={lines} delivery={delivery} />, {
    wrapper: ({ children }) => (
      <LanguageProvider language={createLanguage('en', en)}>{children}</LanguageProvider>
    ),
  });
  return screen.getByRole('region', { name: 'Order summary' });
}

describe('CartSummary', () => {
  it("prices the picked area's fee with its days, and says how much is left for free delivery", () => {
    const summary = show([line(1_440_000, 2)], {
      terms: { fee: 300_000, freeFrom: 3_000_000 },
      area: beirut,
      areas: [beirut],
      ready: true,
    });
    expect(within(summary).getByText('Delivery to Beirut').textContent).toBe('Delivery to Beirut1–2 days');
    expect(within(summary).getByText('300,000 LBP')).toBeTruthy();
    expect(within(summary).getByText('3,180,000 LBP')).toBeTruthy();
    expect(within(summary).getByRole('status').textContent).toBe('Add 120,000 LBP more for free delivery');
    cleanup();
    // 450 LBP short of 3,000,000: what is left shows rounded up, so that adding it is enough.
    const short = show([line(1_499_775, 2)], {
      terms: { fee: 300_000, freeFrom: 3_000_000 },
      area: beirut,
      areas: [beirut],
      ready: true,
    });
    expect(within(short).getByRole('status').textContent).toBe('Add 1,000 LBP more for free delivery');
  });

  it('delivers free once the items reach the amount, and says nothing of it when the shop offers none', () => {
    const reached = show([line(1_500_000, 2)], {
      terms: { fee: 100_000, freeFrom: 3_000_000 },
      area: undefined,
      areas: [],
      ready: true,
    });
    expect(within(reached).getByText('Delivery Cost')).toBeTruthy();
    expect(within(reached).getByText('Free')).toBeTruthy();
    // Subtotal and total alike.
    expect(within(reached).getAllByText('3,000,000 LBP')).toHaveLength(2);
    expect(within(reached).getByRole('status').textContent).toBe('Your order is delivered free');
    cleanup();
    const none = show([line(1_500_000, 2)], {
      terms: { fee: 100_000, freeFrom: null },
      area: undefined,
      areas: [],
      ready: true,
    });
    expect(within(none).queryByRole('status')).toBeNull();
    expect(within(none).getByText('3,100,000 LBP')).toBeTruthy();
  });
});
