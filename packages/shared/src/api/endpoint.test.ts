import { describe, expect, it } from 'vitest';
import { endpointUrl, toQueryString } from './endpoint.js';
import { endpoints } from './index.js';

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ page: 2, keyword: 'pink robe' }, '?page=2&keyword=pink%20robe'],
    [{ 'price[gte]': 0, 'price[lte]': 5000 }, '?price[gte]=0&price[lte]=5000'],
    [{ 'options[$elemMatch][color]': 'Off White' }, '?options[%24elemMatch][color]=Off%20White'],
    [{ size: ['S', 'M'], color: null, rating: undefined }, '?size=S&size=M'],
    [{ q: 'a&b=c' }, '?q=a%26b%3Dc'],
  ])('%j → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});

describe('endpointUrl', () => {
  it('fills the path parameters, each encoded, and appends the query', () => {
    expect(endpointUrl(endpoints.favorites.remove, { params: { userId: 'a/b', productId: 'c d' } })).toBe(
      '/api/v1/favorite/a%2Fb/c%20d',
    );
    expect(endpointUrl(endpoints.catalog.products, { query: { page: 1, keyword: undefined } })).toBe(
      '/api/v1/products?page=1',
    );
  });

  it('leaves out an absent optional segment and refuses an absent required one', () => {
    expect(endpointUrl(endpoints.admin.createProduct)).toBe('/api/v1/admin/product/new');
    // @ts-expect-error: the typecheck refuses it too.
    expect(() => endpointUrl(endpoints.cart.get)).toThrow('/cart/:userId: no value for :userId');
  });
});
