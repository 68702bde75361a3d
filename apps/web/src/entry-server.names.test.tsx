import { type ApiAnswer, endpoints, endpointUrl, LOCALES, localePrefix } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { fr } from '@shop/shared/i18n/fr';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { answerWith, shopOnlyAnswer } from './entry-server.fixture';

/**
 * Names taken from a URL are data (issue 45): a category, sub-category or filter named like what every
 * JavaScript object inherits is an unknown name like any other. The server render of each listing route
 * shows the listing's "no product" page with the name as typed, in each language, and never fails.
 */

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

const NOTHING_FOUND = {
  success: true,
  products: [],
  productsCount: 12,
  filteredProductCount: 0,
  resPerPage: 12,
  maxPrice: 0,
};

/** The shop, and an empty page for any listing the render asks for (the API finds nothing by those names). */
const answer = async (url: string): Promise<ApiAnswer> =>
  url.startsWith(endpointUrl(endpoints.catalog.products)) ? answerWith(NOTHING_FOUND) : shopOnlyAnswer(url);

const WORDS = { en, ar, fr };

/** Every listing route, the name in its path or its query. */
const listingUrls = (name: string) => {
  const n = encodeURIComponent(name);
  return [
    `/productSubCats/${n}`,
    `/productSubCat/Women/${n}`,
    `/productCat/Women?subcategory=${n}`,
    `/products?subcategory=${n}&subsubcategory=${n}&collectiontype=${n}`,
    `/products?category=${n}&color=${n}&size=${n}`,
  ];
};

describe('names taken from a URL are looked up as data', () => {
  for (const locale of LOCALES) {
    const { messages } = WORDS[locale];
    for (const name of PROTOTYPE_NAMES) {
      it(`${locale}: listings named ${name} show no product`, async () => {
        for (const url of listingUrls(name)) {
          const rendered = await render(`${localePrefix(locale)}${url}`, answer);
          expect(rendered.html, url).toContain(messages.noProductFound);
          expect(rendered.html, url).not.toContain('<!--$!-->');
        }
        // A sub-category's page is titled by the name as typed.
        const page = await render(`${localePrefix(locale)}/productSubCats/${name}`, answer);
        expect(page.title).toMatch(new RegExp(`^${name}`));
        const search = await render(`${localePrefix(locale)}/search/${name}`, answer);
        expect(search.html).toContain(messages.noResultFor.replace('{keyword}', name));
      });
    }
  }
});
