import { describe, expect, it } from 'vitest';
import { parsePrice, ratingBounds, readListingState, toApiQuery } from './listing.js';

const params = (query: string) => new URLSearchParams(query);

describe('ratingBounds (docs/product.md §3.3)', () => {
  it('covers v up to v + 1 for 1 to 4 stars', () => {
    expect(ratingBounds(1)).toEqual({ gte: 1, lte: 2 });
    expect(ratingBounds(4)).toEqual({ gte: 4, lte: 5 });
  });

  it('sends only the lower bound for 5 and nothing for the default 0', () => {
    expect(ratingBounds(5)).toEqual({ gte: 5 });
    expect(ratingBounds(0)).toEqual({});
  });
});

describe('parsePrice', () => {
  it('reads min,max and orders the bounds', () => {
    expect(parsePrice('1000,5000')).toEqual([1000, 5000]);
    expect(parsePrice('5000,1000')).toEqual([1000, 5000]);
  });

  it.each([null, '', '1000', '1000,', 'a,b', '-1,5', '1,2,3'])('ignores %s', (value) => {
    expect(parsePrice(value)).toBeUndefined();
  });
});

describe('readListingState', () => {
  it('reads every filter of the query string', () => {
    const state = readListingState(
      {},
      params(
        'category=Women&subcategory=Sport%20Wear&subsubcategory=Top&keyword=cotton&collectiontype=Summer' +
          '&color=Red&size=M&price=0,2000000&rating=4&onSale=true&sort=priceAsc&currentPage=3',
      ),
    );
    expect(state).toEqual({
      category: 'Women',
      subcategory: 'Sport Wear',
      subsubcategory: 'Top',
      keyword: 'cotton',
      collectiontype: 'Summer',
      color: 'Red',
      size: 'M',
      price: [0, 2_000_000],
      rating: 4,
      onSale: true,
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('lets the path scope win over the query for its keys', () => {
    const state = readListingState({ category: 'Men', keyword: 'robe' }, params('category=Women&keyword=x'));
    expect(state.category).toBe('Men');
    expect(state.keyword).toBe('robe');
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(
      readListingState({}, params('rating=9&currentPage=0&price=x&color=%20&onSale=yes&sort=cheap')),
    ).toEqual({
      category: undefined,
      subcategory: undefined,
      subsubcategory: undefined,
      keyword: undefined,
      collectiontype: undefined,
      color: undefined,
      size: undefined,
      price: undefined,
      rating: 0,
      onSale: false,
      sort: 'newest',
      page: 1,
    });
    expect(readListingState({}, params('currentPage=2.5&rating=-1'))).toMatchObject({ page: 1, rating: 0 });
  });
});

describe('toApiQuery', () => {
  it('uses the API parameter names and leaves out what is not set', () => {
    const state = readListingState(
      { category: 'Women' },
      params('color=Red&size=M&price=1000,9000&rating=3&currentPage=2&collectiontype=Winter'),
    );
    expect(toApiQuery(state)).toEqual({
      page: 2,
      'price[gte]': 1000,
      'price[lte]': 9000,
      'ratings[gte]': 3,
      'ratings[lte]': 4,
      category: 'Women',
      'options[$elemMatch][color]': 'Red',
      'options[$elemMatch][size]': 'M',
      collectiontype: 'Winter',
    });
  });

  it('sends the on-sale filter and an order other than newest first (issue 48)', () => {
    expect(toApiQuery(readListingState({}, params('onSale=true&sort=priceDesc')))).toEqual({
      page: 1,
      onSale: 'true',
      sort: 'priceDesc',
    });
    expect(toApiQuery(readListingState({}, params('sort=newest')))).toEqual({ page: 1 });
  });

  it('asks for page 1 of everything by default', () => {
    expect(toApiQuery(readListingState({}, params('')))).toEqual({ page: 1 });
  });

  it('sends the search keyword of the path', () => {
    expect(toApiQuery(readListingState({ keyword: 'pink robe' }, params('')))).toEqual({
      keyword: 'pink robe',
      page: 1,
    });
  });
});
