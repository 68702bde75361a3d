// @vitest-environment happy-dom

import { format, messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { cleanup, render as renderIn, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLanguage, LanguageProvider, preloadPageWords } from '../../../lib/i18n';
import { BillingStep } from './BillingStep';
import { ShippingStep } from './ShippingStep';
import { emptyAddress } from './storage';

afterEach(cleanup);
// The checkout's words are the pages' own, which the cart page's code brings with it.
beforeAll(() => Promise.all([preloadPageWords('en'), preloadPageWords('ar')]));

const english = createLanguage('en', en);
const render = (ui: ReactElement, language = english) =>
  renderIn(ui, {
    wrapper: ({ children }) => <LanguageProvider language={language}>{children}</LanguageProvider>,
  });

const totals = { subtotal: 250_000, delivery: 100_000, total: 350_000 };

describe('ShippingStep', () => {
  it("refuses a blank address with 'Required' under each required field, and goes on once filled", async () => {
    const onNext = vi.fn();
    render(<ShippingStep defaultValues={emptyAddress} totals={totals} onNext={onNext} />);
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

describe('BillingStep', () => {
  it('selects cash on delivery and explains the disabled card option on keyboard focus', async () => {
    render(<BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'CASH ON DELIVERY' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Credit or debit card' }).disabled).toBe(true);
    await userEvent.tab(); // the back arrow
    await userEvent.tab(); // the cash radio
    await userEvent.tab(); // the card option's wrapper
    expect((await screen.findByRole('tooltip')).textContent).toBe(messages.cardPaymentTooltip);
  });

  it('shows the total on CHECKOUT and refuses clicks while the order is placed', async () => {
    const onCheckout = vi.fn();
    const { rerender } = render(
      <BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={onCheckout} />,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout 350,000 LBP' });
    await userEvent.click(button);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    rerender(<BillingStep total={350_000} placing onBack={() => {}} onCheckout={onCheckout} />);
    expect(button.disabled).toBe(true);
  });

  it("speaks the page's language, the total in Latin digits", () => {
    render(
      <BillingStep total={350_000} placing={false} onBack={() => {}} onCheckout={() => {}} />,
      createLanguage('ar', ar),
    );
    const total = format(ar.layout.price, { amount: '350,000' });
    expect(screen.getByRole('button', { name: format(ar.checkout.checkout, { total }) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: ar.checkout.cashOnDelivery })).toBeTruthy();
    expect(screen.getByRole('button', { name: ar.checkout.back })).toBeTruthy();
  });
});
