// @vitest-environment happy-dom

import { en } from '@shop/shared/i18n/en';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLanguage, LanguageProvider } from '../../../lib/i18n';
import { adminWordsOf } from '../useAdminWords';
import { emptyProduct, type ProductFormFields } from './formValues';
import { ProductTexts } from './ProductTexts';

afterEach(cleanup);

/** The texts' tabs in a form of their own; `seen` receives the form's values on every change. */
function Form({ seen }: { seen: (values: ProductFormFields) => void }) {
  const form = useForm<ProductFormFields>({ defaultValues: emptyProduct() });
  seen(form.watch());
  return <ProductTexts control={form.control as never} />;
}

// The admin's words (their own catalogue) are here before the form renders, as on a second admin screen.
beforeAll(() => adminWordsOf('en'));

describe('the product form’s languages', () => {
  it('edits English, Arabic (right to left) and French names and descriptions in tabs', async () => {
    let values = emptyProduct();
    render(
      <LanguageProvider language={createLanguage('en', en)}>
        <Form seen={(v) => (values = v)} />
      </LanguageProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cotton Pyjama Set');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('dir')).toBe('ltr');

    await user.click(screen.getByRole('tab', { name: 'العربية' }));
    const arabic = screen.getByRole('textbox', { name: 'Name' });
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect((arabic as HTMLInputElement).value).toBe('');
    await user.type(arabic, 'بيجاما قطن');

    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Doux');

    expect(values.name).toBe('Cotton Pyjama Set');
    expect(values.translations).toEqual({
      ar: { name: 'بيجاما قطن', description: '' },
      fr: { name: '', description: 'Doux' },
    });
  });
});
