// @vitest-environment happy-dom

import { format, messages, pluralOf } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../../lib/delivery';
import { createLanguage, preloadPageWords } from '../../../lib/i18n';
import { renderInShop as render } from '../cart.fixture';
import { BillingStep } from './BillingStep';
import { ShippingStep } from './ShippingStep';
import { emptyAddress } from './storage';

afterEach(cleanup);
// The checkout's words are the pages' own, which the cart page's code brings with it.
beforeAll(() => Promise.all([preloadPageWords('en'), preloadPageWords('ar')]));

const totals = { subtotal: 250_000, discount: 0, delivery: 100_000, total: 350_000 };
const noAreas: Delivery = {
  terms: { fee: 100_000, freeFrom: null },
  area: undefined,
  areas: [],
  ready: true,
};
const areas = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'بيروت', fee: 300_000, days: { min: 1, max: 2 } },
  { _id: '00000000-0000-4000-8000-000000000002', name: 'بعبدا', fee: 400_000, days: { min: 2, max: 2 } },
  { _id: '00000000-0000-4000-8000-000000000003', name: 'زحلة', fee: 550_000, days: null },
];

describe('ShippingStep', () => {
  it("refuses a blank address with 'Required' under each required field, and goes on once filled", async () => {
    const onNext = vi.fn();
    await render(
      <ShippingStep
        defaultValues={emptyAddress}
        totals={totals}
        promo={null}
        dollarRate={0}
        delivery={noAreas}
        onAreaChange={() => {}}
        onNext={onNext}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Six required fields (Floor is optional), plus the red snackbar.
    expect(await screen.findAllByText(messages.required)).toHaveLength(7);
    expect(onNext).not.toHaveBeenCalled();

    for (const label of ['First Name', 'Last Name', 'City', 'Street', 'Building']) {
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), 'x');
    }
    // A phone number must be one a driver can call (7 to 15 digits).
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    await userEvent.type(phone, '=3+3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(messages.phoneInvalid)).not.toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '٠٣ ١٢٣ ٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'x', building: 'x', floor: '' }),
    );
    expect(screen.getByText('350,000 LBP')).toBeTruthy();
  });
});

describe('ShippingStep with delivery areas', () => {
  it('asks for an area, found by typing part of its name, and says its fee and days', async () => {
    const onNext = vi.fn();
    const onAreaChange = vi.fn();
    const arabic = createLanguage('ar', ar);
    const delivery = { ...noAreas, areas };
    await render(
      <ShippingStep
        defaultValues={emptyAddress}
        totals={totals}
        promo={null}
        dollarRate={0}
        delivery={delivery}
        onAreaChange={onAreaChange}
        onNext={onNext}
      />,
      arabic,
    );
    await userEvent.click(screen.getByRole('button', { name: ar.checkout.next }));
    // Seven required fields now, the area first, plus the red snackbar.
    expect(await screen.findAllByText(ar.messages.required)).toHaveLength(8);

    const picker = screen.getByRole('combobox', { name: new RegExp(`^${ar.checkout.area}`) });
    await userEvent.type(picker, 'بعب');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    // The option says its name, fee and days, in Latin digits.
    expect(options[0]?.textContent).toBe(
      `بعبدا${format(ar.layout.price, { amount: '400,000' })} · ${pluralOf('ar', ar.checkout.days, 2)}`,
    );
    await userEvent.keyboard('{Enter}');
    expect(onAreaChange).toHaveBeenLastCalledWith(areas[1]?._id);
    expect((picker as HTMLInputElement).value).toBe('بعبدا');

    // Folded as the catalogue search folds: 'زحله' finds زحلة; nothing matches a stranger's name.
    await userEvent.clear(picker);
    await userEvent.type(picker, 'زحله');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      `زحلة${format(ar.layout.price, { amount: '550,000' })}`,
    ]);
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Paris');
    expect(screen.getByText(ar.checkout.noArea)).toBeTruthy();
  });
});

describe('BillingStep', () => {
  it('selects cash on delivery and explains the disabled card option on keyboard focus', async () => {
    await render(<BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'CASH ON DELIVERY' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Credit or debit card' }).disabled).toBe(true);
    await userEvent.tab(); // the back arrow
    await userEvent.tab(); // the cash radio
    await userEvent.tab(); // the card option's wrapper
    expect((await screen.findByRole('tooltip')).textContent).toBe(messages.cardPaymentTooltip);
  });

  it('shows the total on CHECKOUT and refuses clicks while the order is placed', async () => {
    const onCheckout = vi.fn();
    const { rerender } = await render(
      <BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={onCheckout} />,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout 350,000 LBP' });
    await userEvent.click(button);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    rerender(<BillingStep total={350_000} placing onBack={() => {}} onCheckout={onCheckout} />);
    expect(button.disabled).toBe(true);
  });

  it("speaks the page's language, the total in Latin digits", async () => {
    await render(
      <BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={() => {}} />,
      createLanguage('ar', ar),
    );
    const total = format(ar.layout.price, { amount: '350,000' });
    expect(screen.getByRole('button', { name: format(ar.checkout.checkout, { total }) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: ar.checkout.cashOnDelivery })).toBeTruthy();
    expect(screen.getByRole('button', { name: ar.checkout.back })).toBeTruthy();
  });
});
