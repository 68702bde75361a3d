// @vitest-environment happy-dom

import type { Locale, Words } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { fr } from '@shop/shared/i18n/fr';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/queryClient';
import { AppProviders } from '../App';
import { LanguageOffer } from './LanguageOffer';
import { LanguageLinks, rememberLanguage } from './LanguageSwitcher';

const catalogues: Record<Locale, Words> = { en, ar, fr };

/** `children` on a page in `locale` at `path` (the router's path, without the language prefix). */
function renderPage(locale: Locale, path: string, children: React.ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} language={createLanguage(locale, catalogues[locale])}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProviders>,
  );
}

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the choice the page remembered
  document.cookie = 'lang=; path=/; max-age=0';
};

beforeEach(clearCookie);
afterEach(cleanup);

describe('the language switcher', () => {
  it('links the same page, query and anchor in each language, the page’s marked', () => {
    renderPage('ar', '/productCat/Women?currentPage=2#main', <LanguageLinks />);
    const nav = screen.getByRole('navigation', { name: ar.layout.language });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/productCat/Women?currentPage=2#main'],
      ['العربية', '/ar/productCat/Women?currentPage=2#main'],
      ['Français', '/fr/productCat/Women?currentPage=2#main'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links.map((link) => link.querySelector('span')?.getAttribute('lang'))).toEqual(['en', 'ar', 'fr']);
  });

  it('writes the Arabic name in the system font on other pages (the Arabic webfont stays unloaded)', () => {
    renderPage('fr', '/', <LanguageLinks />);
    expect(screen.getByText('العربية').style.fontFamily).toContain('system-ui');
    expect(screen.getByText('Français').style.fontFamily).toBe('');
  });

  it('leads to the home page of a language from /', () => {
    renderPage('en', '/', <LanguageLinks />);
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar');
  });

  it('remembers the choice in the lang cookie', async () => {
    renderPage('en', '/contactus', <LanguageLinks />);
    const link = screen.getByRole('link', { name: 'Français' });
    // The test stays on its page: only the click's own work (the cookie) is under test.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(document.cookie).toContain('lang=fr');
  });
});

describe('the offer of a chosen language', () => {
  it('offers Arabic on the English home page to a visitor who chose it, in Arabic', async () => {
    rememberLanguage('ar');
    renderPage('en', '/', <LanguageOffer />);
    const offer = await screen.findByRole('complementary', { name: ar.layout.languageOffer });
    expect(offer.getAttribute('lang')).toBe('ar');
    expect(offer.getAttribute('dir')).toBe('rtl');
    expect(
      within(offer).getByRole('link', { name: ar.layout.languageOfferAccept }).getAttribute('href'),
    ).toBe('/ar');
  });

  it('remembers English when declined, and is gone', async () => {
    rememberLanguage('fr');
    renderPage('en', '/', <LanguageOffer />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: fr.layout.languageOfferDismiss }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain('lang=en');
  });

  it.each([
    ['another English page', 'en', '/products', 'ar'],
    ['the French home page', 'fr', '/', 'ar'],
    ['a visitor who chose nothing', 'en', '/', undefined],
  ] as const)('offers nothing on %s', async (_case, locale, path, chosen) => {
    if (chosen) rememberLanguage(chosen);
    renderPage(locale, path, <LanguageOffer />);
    // Long enough for the lazy bar and its words, had it been wanted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
