// @vitest-environment happy-dom

import { type AppliedPromo, format, formatMoney, messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLanguage, preloadPageWords } from '../../../lib/i18n';
import { renderInShop as render } from '../cart.fixture';
import { PromoCodeField } from './PromoCodeField';

afterEach(cleanup);
// The cart's words are the pages' own, which the cart page's code brings with it.
beforeAll(() => Promise.all([preloadPageWords('en'), preloadPageWords('ar')]));

const arabic = createLanguage('ar', ar);

const field = (name: string = en.cart.promoCode) => screen.getByRole('textbox', { name });
const apply = (name: string = en.cart.applyCode) => screen.getByRole('button', { name });

describe('PromoCodeField', () => {
  it("sends the code typed (trimmed), shows the server's refusal on the field until it is typed again, and empties once applied", async () => {
    const user = userEvent.setup();
    const onApply = vi
      .fn<(code: string) => Promise<string | undefined>>()
      .mockResolvedValueOnce(messages.promoUnknown)
      .mockResolvedValueOnce(undefined);
    await render(<PromoCodeField applied={null} dollarRate={0} onApply={onApply} onRemove={vi.fn()} />);

    await user.type(field(), '  nope-nope ');
    await user.click(apply());
    expect(onApply).toHaveBeenLastCalledWith('nope-nope');
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(field()).toHaveProperty('value', '  nope-nope ');
    expect(screen.getByText(messages.promoUnknown).id).toBe(field().getAttribute('aria-describedby'));

    // A new code typed: the old answer goes.
    await user.clear(field());
    await user.type(field(), 'SUMMER10');
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText(messages.promoUnknown)).toBeNull();

    // Enter applies it too; applied, the field is empty again.
    await user.type(field(), '{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('SUMMER10');
    await waitFor(() => expect(field()).toHaveProperty('value', ''));
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('sends nothing for a blank code, and refuses a code longer than any with the words of an unknown one', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn<(code: string) => Promise<string | undefined>>();
    await render(
      <PromoCodeField applied={null} dollarRate={0} onApply={onApply} onRemove={vi.fn()} />,
      arabic,
    );
    const input = field(ar.cart.promoCode);
    // Typed left to right, lined up with its label on the right.
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.style.textAlign).toBe('right');

    await user.type(input, '   ');
    await user.click(apply(ar.cart.applyCode));
    await user.click(apply(ar.cart.applyCode));
    expect(onApply).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('false');

    await user.clear(input);
    await user.click(input);
    await user.paste('X'.repeat(101));
    await user.click(apply(ar.cart.applyCode));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ar.messages.promoUnknown)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says why the code applied before was taken off, while another is typed, until the next answer', async () => {
    const user = userEvent.setup();
    const refusal = format(messages.promoMinimum, { amount: '2,000,000 LBP' });
    await render(
      <PromoCodeField
        applied={null}
        dollarRate={0}
        onApply={async () => messages.promoExpired}
        onRemove={vi.fn()}
        refusal={refusal}
      />,
    );
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal).id).toBe(field().getAttribute('aria-describedby'));
    await user.type(field(), 'WELCOME');
    expect(screen.getByText(refusal)).toBeTruthy();
    await user.click(apply());
    await waitFor(() => expect(screen.getByText(messages.promoExpired)).toBeTruthy());
    expect(screen.queryByText(refusal)).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the code applied with what it saves, and takes it off', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const percent: AppliedPromo = { code: 'SUMMER10', kind: 'percent', value: 10, saving: 223_750 };
    const { rerender } = await render(
      <PromoCodeField applied={percent} dollarRate={0} onApply={vi.fn()} onRemove={onRemove} />,
    );
    const saving = formatMoney(223_750, { display: 'lbp', dollarRate: 0 }, en.layout);
    expect(screen.getByRole('status').textContent).toBe(
      `SUMMER10${format(en.cart.codeSaves, { code: 'SUMMER10', amount: saving })}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByLabelText(format(en.cart.removeCode, { code: 'SUMMER10' })));
    expect(onRemove).toHaveBeenCalledOnce();

    const free: AppliedPromo = { code: 'SHIPFREE', kind: 'freeDelivery', value: null, saving: 100_000 };
    rerender(<PromoCodeField applied={free} dollarRate={0} onApply={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByRole('status').textContent).toBe(
      `SHIPFREE${format(en.cart.codeFreeDelivery, { code: 'SHIPFREE' })}`,
    );
  });

  it('asks a guest to log in, with no field', async () => {
    await render(
      <PromoCodeField applied={null} dollarRate={0} onApply={vi.fn()} onRemove={vi.fn()} disabled />,
    );
    expect(screen.getByText(en.cart.codeNeedsLogin)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
