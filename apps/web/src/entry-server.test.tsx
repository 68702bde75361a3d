import {
  type ApiAnswer,
  endpoints,
  endpointUrl,
  matchRoute,
  PAGES,
  type RouteName,
  serverPageOf,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { answerWith, SHOP } from './entry-server.fixture';

/**
 * The server fetches each page's first answers (`PAGES` in @shop/shared) before it renders the page with
 * this renderer: a page that asks for something else costs a second render pass, and an answer declared
 * but never asked for is fetched for nothing. Here every server-drawn route is rendered as the server
 * would, and what it asks is compared with what it declares.
 */

const PRODUCT_ID = '0b6b3ac4-54a4-4bd4-9a49-5f0d43d0c0de';

/** A URL of each route the server draws. */
const SAMPLES: Partial<Record<RouteName, string>> = {
  home: '/',
  products: '/products?color=Red&currentPage=2',
  productCat: '/productCat/Women?size=M',
  productSubCat: '/productSubCat/Women/Pyjamas',
  productSubCats: '/productSubCats/Towels?keyword=cotton',
  search: '/search/pyjama',
  product: `/product/${PRODUCT_ID}`,
  productAlias: `/products/${PRODUCT_ID}`,
  cart: '/cart',
  cartBrand: '/cartMira',
  favorites: '/Favorites',
  contact: '/contactus',
  login: '/login?redirect=%2Fcart',
  register: '/register',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset/a-token',
};

/** A product without pictures or options: its page renders whole. */
const PRODUCT = {
  _id: PRODUCT_ID,
  productId: 'WPJ-100',
  name: 'Cotton pyjama',
  description: 'Soft.',
  category: 'Women',
  subcategory: 'Pyjamas',
  subsubcategory: null,
  collectiontype: null,
  price: 1_500_000,
  dollarPrice: 0,
  discountRate: 0,
  isChecked: false,
  discountStartsAt: null,
  discountEndsAt: null,
  discountNow: 0,
  images: [],
  stock: 0,
  status: 'OUTOFSTOCK',
  ratings: 0,
  numOfReviews: 0,
  options: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  reviews: [],
};

const ANSWERS: Record<string, unknown> = {
  [endpointUrl(endpoints.settings.shop)]: SHOP,
  [endpointUrl(endpoints.catalog.product, { params: { id: PRODUCT_ID } })]: {
    success: true,
    product: PRODUCT,
  },
  // The home page's New Arrivals slider is a lazy part: its code loads during the first render.
  [endpointUrl(endpoints.catalog.homePageProducts)]: { success: true, products: [PRODUCT] },
};

/** The shop, a product and the home page's; a 404 for the rest (never retried): a listing's first ask is all there is. */
const answer = async (url: string): Promise<ApiAnswer> => answerWith(ANSWERS[url]);

describe('the pages the server draws ask for what they declare', () => {
  it('has a sample URL for every one of them', () => {
    const drawn = Object.entries(PAGES)
      .filter(([, page]) => page)
      .map(([name]) => name);
    expect(Object.keys(SAMPLES).sort()).toEqual(drawn.sort());
  });

  for (const [name, url] of Object.entries(SAMPLES)) {
    it(`${name}: ${url}`, async () => {
      const [pathname = url, search = ''] = url.split('?');
      const match = matchRoute(pathname);
      expect(match?.name).toBe(name);
      const served = serverPageOf(match, search);
      const declared = served?.page.answers(served.url) ?? [];
      const asked = new Set<string>();
      const rendered = await render(url, async (apiUrl) => {
        asked.add(apiUrl);
        return answer(apiUrl);
      });
      expect([...asked].sort()).toEqual([...declared].sort());
      expect(rendered.html).not.toContain('<!--$!-->');
      expect(rendered.title).toMatch(/Mira Home & Fashion$/);
    });
  }
});
