// @vitest-environment happy-dom

import { messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormError, FormErrorSnackbar } from './forms/FormErrorSnackbar';
import { createLanguage, type Language, LanguageProvider } from './i18n';
import { ToastProvider, useNotificationShown, useToast } from './toast';

/** Buttons standing for the actions that notify, and a form error snackbar like the account forms'. */
function Actions() {
  const toast = useToast();
  const shown = useNotificationShown();
  const [formError, setFormError] = useState<FormError | null>(null);
  return (
    <>
      <button type="button" onClick={() => toast.error(messages.selectSize)}>
        add without size
      </button>
      <button type="button" onClick={() => toast.success(messages.itemAdded)}>
        add
      </button>
      <button
        type="button"
        onClick={() => setFormError({ id: Date.now(), message: messages.loginBlank, open: true })}
      >
        submit blank
      </button>
      <output data-testid="shown">{String(shown)}</output>
      <FormErrorSnackbar
        error={formError}
        onClose={() => setFormError((error) => error && { ...error, open: false })}
      />
    </>
  );
}

function alerts() {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent);
}

/** The notifications of a page in `language` (English unless told). */
function renderNotifications(language: Language = createLanguage('en', en)) {
  render(
    <LanguageProvider language={language}>
      <ToastProvider>
        <Actions />
      </ToastProvider>
    </LanguageProvider>,
  );
}

afterEach(cleanup);

describe('notifications', () => {
  it('a newer toast replaces the shown one at once, alone', async () => {
    renderNotifications();
    const user = userEvent.setup();
    expect(screen.getByTestId('shown').textContent).toBe('false');

    await user.click(screen.getByRole('button', { name: 'add without size' }));
    await waitFor(() => expect(alerts()).toEqual([messages.selectSize]));
    expect(screen.getByTestId('shown').textContent).toBe('true');

    await user.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(alerts()).toEqual([messages.itemAdded]));
  });

  it('quick actions never line up: the latest message alone is on screen, at once', async () => {
    renderNotifications();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'add without size' }));
    await waitFor(() => expect(alerts()).toEqual([messages.selectSize]));

    // No waiting: a queue (notistack's maxSnack, decision 075) would still show the first while it
    // leaves, then each of the others in turn.
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(alerts()).toEqual([messages.itemAdded]);
    await user.click(screen.getByRole('button', { name: 'add without size' }));
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(alerts()).toEqual([messages.itemAdded]);
    await user.click(screen.getByRole('button', { name: 'submit blank' }));
    expect(alerts()).toEqual([messages.loginBlank]);
  });

  it('a form error replaces a toast, and a later toast replaces the form error', async () => {
    renderNotifications();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'add without size' }));
    await waitFor(() => expect(alerts()).toEqual([messages.selectSize]));

    await user.click(screen.getByRole('button', { name: 'submit blank' }));
    await waitFor(() => expect(alerts()).toEqual([messages.loginBlank]));

    await user.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(alerts()).toEqual([messages.itemAdded]));
  });

  it('the slot is free again once the toast is closed', async () => {
    renderNotifications();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(alerts()).toEqual([messages.itemAdded]));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('false'));
    expect(alerts()).toEqual([]);
  });

  it("show the shared messages passed in English in the page's language", async () => {
    renderNotifications(createLanguage('ar', ar));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'add without size' }));
    await waitFor(() => expect(alerts()).toEqual([ar.messages.selectSize]));
    await user.click(screen.getByRole('button', { name: 'submit blank' }));
    await waitFor(() => expect(alerts()).toEqual([ar.messages.loginBlank]));
  });
});
