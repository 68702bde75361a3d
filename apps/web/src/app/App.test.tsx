// @vitest-environment happy-dom

import { messages } from '@shop/shared';
import { en } from '@shop/shared/i18n/en';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingPage } from '../features/catalog';
import { HomePage } from '../features/home';
import { useCartStore } from '../lib/cartStore';
import { createLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/queryClient';
import { type SessionUser, useSession } from '../lib/session';
import { type Shop, shopQuery } from '../lib/shop';
import { AppProviders } from './App';
import { AppRoutes, routerOptions } from './routes';

const shop: Shop = {
  name: 'Mira Home & Fashion',
  shortName: 'Mira',
  phone: '+961 1 234 567',
  whatsapp: '9611234567',
  email: 'hello@mira-shop.example',
  facebookUrl: 'https://www.facebook.com/mira',
  instagramUrl: 'https://www.instagram.com/mira',
  newsletterUrl: 'https://example.com/newsletter',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
  cardPublishableKey: '',
  priceDisplay: 'lbp',
  dollarRate: 89_500,
};

const member: SessionUser = { _id: 'u1', name: 'Rana', email: 'rana@example.com', role: 'user' };
const admin: SessionUser = { ...member, _id: 'a1', name: 'Admin', role: 'admin' };

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The real route table and layout at `path`, with the shop identity already cached (no server call). */
function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(shopQuery.queryKey, shop);
  return render(
    <AppProviders queryClient={queryClient} language={createLanguage('en', en)}>
      <MemoryRouter initialEntries={[path]} {...routerOptions}>
        <AppRoutes />
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;
// Generous timeout: the first visit of a lazy page transforms its whole feature on the fly, which took
// over 5 s on a loaded machine (the test's own limit is 30 s).
const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });

// The storefront pages are large lazy chunks that compile on first import; warming them here keeps the
// route tests about routing even when the machine is busy.
beforeAll(async () => {
  await Promise.all([HomePage.preload(), ListingPage.preload()]);
});

beforeEach(() => {
  useSession.getState().clear();
  useCartStore.setState({ items: [] });
});
afterEach(cleanup);

describe('routes', () => {
  it.each([
    ['/', 'Mira Home & Fashion'],
    ['/products', 'All products'],
    ['/productCat/Bed%20Linen', 'Bed Linen'],
    ['/productSubCat/Women/Sport%20Wear', 'Sport Wear'],
    ['/productSubCats/Towels', 'Towels'],
    ['/search/robe', 'Results for “robe”'],
    ['/product/42', 'Product not found'],
    ['/products/42', 'Product not found'],
    ['/cart', 'Your Shopping Cart'],
    ['/cartMira', 'Your Shopping Cart'],
    ['/Favorites', 'Saved Products'],
    ['/contactus', 'Contact us'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/password/forgot', 'Forgot password'],
    ['/password/reset/abc', 'Reset password'],
    ['/nowhere', 'Page not found'],
    ['/products/42/extra', 'Page not found'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    expect(await pageHeading(heading)).toBeTruthy();
  });

  it('sets the tab title from the page and the shop name', async () => {
    renderAt('/contactus');
    await pageHeading('Contact us');
    expect(document.title).toBe('Contact us · Mira Home & Fashion');
  });
});

describe('guards', () => {
  it('sends guests from a signed-in page to /login with the way back', async () => {
    renderAt('/orders/me?page=2');
    await pageHeading('Welcome Back');
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/orders/me?page=2')}`);
  });

  it('lets signed-in users through', async () => {
    useSession.getState().setSession(member, 'token');
    renderAt('/orders/me');
    expect(await pageHeading('My orders')).toBeTruthy();
  });

  it('sends guests from admin pages to /login and users to the home page', async () => {
    renderAt('/admin/users');
    await pageHeading('Welcome Back');
    cleanup();

    useSession.getState().setSession(member, 'token');
    renderAt('/admin/users');
    await pageHeading(shop.name);
    expect(location()).toBe('/');
  });

  it('lets admins into admin pages', async () => {
    useSession.getState().setSession(admin, 'token');
    renderAt('/admin/product/p1');
    expect(await pageHeading('Update product')).toBeTruthy();
  });

  it.each([
    ['/login', '/'],
    ['/login?redirect=%2FcartMira', '/cartMira'],
    ['/register?redirect=%2F%2Fevil.example', '/'],
    ['/password/forgot?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('sends signed-in users away from %s to %s', async (path, target) => {
    useSession.getState().setSession(member, 'token');
    renderAt(path);
    await waitFor(() => expect(location()).toBe(target));
  });
});

describe('header', () => {
  it('links the cart with its piece count to /cart{shortName}', async () => {
    const line = {
      productId: 'C1',
      optCode: 'C1',
      price: 1,
      dollarPrice: 1,
      image: '',
      stock: 9,
      Quantity: 9,
      discountRate: 0,
      isChecked: false,
    };
    useCartStore.setState({
      items: [
        { ...line, product: 'p1', name: 'Robe', size: 'M', color: 'Red', quantity: 2 },
        { ...line, product: 'p2', name: 'Towel', size: 'L', color: 'Blue', quantity: 1 },
      ],
    });
    renderAt('/');
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cartMira');
  });

  it('shows Login to guests', async () => {
    renderAt('/');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
  });

  it('offers the Dashboard to admins only', async () => {
    const user = userEvent.setup();
    useSession.getState().setSession(member, 'token');
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu of Rana' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Favorites' }).getAttribute('href')).toBe('/Favorites');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/me/update');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    cleanup();

    useSession.getState().setSession(admin, 'token');
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu of Admin' }));
    const adminMenu = await screen.findByRole('menu');
    const dashboard = within(adminMenu).getByRole('menuitem', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/admin/dashboard');
  });

  it('logs out: forgets the session, says so and goes home', async () => {
    const user = userEvent.setup();
    useSession.getState().setSession(member, 'token');
    renderAt('/me/update');
    await pageHeading('Profile');
    await user.click(screen.getByRole('button', { name: 'Account menu of Rana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText(messages.loggedOut)).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
    await pageHeading(shop.name);
    expect(location()).toBe('/');
  });

  it('searches for the typed keyword on Enter', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const [search] = await screen.findAllByRole('combobox', { name: 'Search' });
    if (!search) throw new Error('no search box');
    await user.type(search, '  pink robe {Enter}');
    expect(location()).toBe('/search/pink%20robe');
  });

  it('lists every main category in the Products menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Products' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items[0]?.textContent).toBe('All products');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/products',
      '/productCat/Women',
      '/productCat/Men',
      '/productCat/Kids',
      '/productCat/Babies',
      '/productCat/Bed%20Linen',
      '/productCat/Kitchen',
      '/productCat/Toilet',
    ]);
  });
});

describe('footer', () => {
  it('shows the copyright line with the current year and the social profiles', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Mira Home & Fashion`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      shop.facebookUrl,
    );
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      shop.instagramUrl,
    );
  });

  it('has a WhatsApp button opening a chat with the shop in a new tab', async () => {
    renderAt('/');
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/9611234567\?text=/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
