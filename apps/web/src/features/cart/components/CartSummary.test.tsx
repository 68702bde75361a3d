// @vitest-environment happy-dom

import { type CartItem, type PriceDisplay, priceOrder } from '@shop/shared';
import { en } from '@shop/shared/i18n/en';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../../lib/delivery';
import { createLanguage, LanguageProvider, preloadPageWords } from '../../../lib/i18n';
import { type Shop, shopQuery } from '../../../lib/shop';
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

/** A client that knows the shop's answer (no request is made): how it shows prices and its dollar rate. */
function clientWith(
  shop: { priceDisplay: PriceDisplay; dollarRate: number } = { priceDisplay: 'lbp', dollarRate: 0 },
) {
  const client = new QueryClient();
  client.setQueryData(shopQuery.queryKey, shop as Shop);
  return client;
}

/** A guest's summary: the lines priced by the shared pricing module, as the cart page prices them. */
function show(
  lines: CartItem[],
  delivery: Delivery,
  props: Partial<Parameters<typeof CartSummary>[0]> = {},
  client = clientWith(),
) {
  render(<CartSummary totals={priceOrder(lines, delivery.terms)} delivery={delivery} {...props} />, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <LanguageProvider language={createLanguage('en', en)}>{children}</LanguageProvider>
      </QueryClientProvider>
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

  it("shows the server's figures with the code's discount, dollars first and the rate, when the shop shows both", () => {
    const delivery: Delivery = {
      terms: { fee: 179_000, freeFrom: null },
      area: undefined,
      areas: [],
      ready: true,
    };
    const summary = show(
      [],
      delivery,
      {
        totals: { subtotal: 2_237_500, discount: 223_750, delivery: 179_000, total: 2_192_750 },
        promo: { code: 'SUMMER10', kind: 'percent', value: 10, saving: 223_750 },
        dollarRate: 89_500,
      },
      clientWith({ priceDisplay: 'both', dollarRate: 90_000 }),
    );
    expect(within(summary).getByText('Discount (SUMMER10)')).toBeTruthy();
    // Dollars first, the pounds under them.
    expect(within(summary).getByText('−$2.50')).toBeTruthy();
    expect(within(summary).getByText('−223,000 LBP')).toBeTruthy();
    // The quote's own rate, not the shop's answer's (it may be newer than the page's).
    expect(within(summary).getByText('$24.50')).toBeTruthy();
    expect(within(summary).getByText('2,192,000 LBP')).toBeTruthy();
    expect(within(summary).getByTestId('rate-line').textContent).toBe('1 $ = 89,500 LBP');
  });

  it('states no rate while prices show in pounds', () => {
    const delivery: Delivery = {
      terms: { fee: 100_000, freeFrom: null },
      area: undefined,
      areas: [],
      ready: true,
    };
    const summary = show(
      [line(500_000, 1)],
      delivery,
      {},
      clientWith({ priceDisplay: 'lbp', dollarRate: 89_500 }),
    );
    expect(within(summary).queryByTestId('rate-line')).toBeNull();
    expect(within(summary).getByText('600,000 LBP')).toBeTruthy();
  });
});
