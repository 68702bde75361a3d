import type { Product, ProductOption } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  checkAddToCart,
  colorChoices,
  optionPrice,
  type Selection,
  shownDetails,
  sizeChoices,
  toCartItem,
} from './selection';

function option(size: string, color: string, overrides: Partial<ProductOption> = {}): ProductOption {
  return {
    _id: `${size}-${color}`,
    size,
    color,
    quantity: 5,
    doprice: null,
    oprice: null,
    optdescription: null,
    optCode: null,
    statusOpt: 'INSTOCK',
    ...overrides,
  };
}

const product: Product = {
  _id: 'p1',
  productId: 'LBS-1024',
  name: 'Summer Pique Bedspread',
  description: 'A light cotton pique cover.',
  category: 'Bed Linen',
  subcategory: 'Bedspreads',
  subsubcategory: null,
  collectiontype: 'Summer',
  price: 6_623_000,
  dollarPrice: 74,
  discountRate: 10,
  isChecked: true,
  discountStartsAt: null,
  discountEndsAt: null,
  discountNow: 10,
  images: [{ url: '/images/a-640.webp', public_id: 'a', variants: [] }],
  stock: 40,
  status: 'INSTOCK',
  ratings: 4,
  numOfReviews: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  options: [
    option('King', 'Beige', {
      oprice: 8_322_605,
      optCode: 'LBS-KIN-BEI',
      optdescription: 'Fits 180 × 200 cm',
    }),
    option('Single', 'Emerald Green', { quantity: 0, statusOpt: 'OUTSTOCK' }),
    option('Single', 'Beige', { doprice: 58.99, optCode: 'LBS-SIN-BEI', optdescription: 'Fits 90 × 190 cm' }),
    option('Double', 'Beige', { statusOpt: 'OUTSTOCK' }),
    option('Double', 'Emerald Green', { quantity: 0 }),
    option('King', 'Emerald Green', { optCode: 'LBS-KIN-EG', quantity: 3 }),
  ],
};

const select = (size: string | null, color: string | null = null): Selection => ({ size, color });

describe('size and colour choices', () => {
  it('lists sizes in the fixed order, a size without any stock marked unavailable', () => {
    expect(sizeChoices(product.options)).toEqual([
      { value: 'Single', available: true },
      { value: 'Double', available: false },
      { value: 'King', available: true },
    ]);
  });

  it('lists the colours of the chosen size only, each marked by its own stock', () => {
    expect(colorChoices(product.options, null)).toEqual([]);
    expect(colorChoices(product.options, 'Single')).toEqual([
      { value: 'Emerald Green', available: false },
      { value: 'Beige', available: true },
    ]);
    expect(colorChoices([option('M', '')], 'M')).toEqual([]);
  });
});

describe('shown details', () => {
  const rate = 89_500;

  it("shows the product's own figures before a size is chosen", () => {
    expect(shownDetails(product, select(null), rate)).toMatchObject({
      option: undefined,
      price: 6_623_000,
      description: 'A light cotton pique cover.',
      code: 'LBS-1024',
    });
  });

  it("shows the size's first option once a size is chosen, then the matching colour's", () => {
    expect(shownDetails(product, select('King'), rate)).toMatchObject({
      price: 8_322_605,
      description: 'Fits 180 × 200 cm',
      code: 'LBS-KIN-BEI',
    });
    expect(shownDetails(product, select('King', 'Emerald Green'), rate)).toMatchObject({
      price: 6_623_000,
      description: 'A light cotton pique cover.',
      code: 'LBS-KIN-EG',
    });
  });

  it('prices an option by its LBP price, else its dollar price at the rate, else the product price', () => {
    const [king, , single] = product.options as [ProductOption, ProductOption, ProductOption];
    expect(optionPrice(king, 1, rate)).toBe(8_322_605);
    expect(optionPrice(single, 1, rate)).toBe(5_279_605);
    expect(optionPrice(single, 1, undefined)).toBe(1);
    expect(optionPrice(option('M', 'Red'), 7_000, rate)).toBe(7_000);
    expect(shownDetails(product, select('Single', 'Beige'), rate).dollarPrice).toBe(58.99);
  });
});

describe('add to cart check', () => {
  const reason = (selection: Selection, subject: Product = product) => {
    const check = checkAddToCart(subject, selection);
    return check.ok ? 'ok' : check.reason;
  };

  it('refuses an out-of-stock product before anything else', () => {
    expect(reason(select('King', 'Beige'), { ...product, status: 'OUTOFSTOCK' })).toBe('outOfStockItem');
  });

  it('asks for a size, then for a colour when the size comes in colours', () => {
    expect(reason(select(null))).toBe('selectSize');
    expect(reason(select('King'))).toBe('selectColor');
    expect(reason(select('M'), { ...product, options: [option('M', '')] })).toBe('ok');
  });

  it('refuses a size and colour marked OUTSTOCK or with no pieces left', () => {
    expect(reason(select('Double', 'Beige'))).toBe('outOfStockSizeColor');
    expect(reason(select('Double', 'Emerald Green'))).toBe('outOfStockSizeColor');
    expect(reason(select('Single', 'Beige'))).toBe('ok');
  });

  it('builds the cart line from the chosen option', () => {
    const selection = select('Single', 'Beige');
    const check = checkAddToCart(product, selection);
    if (!check.ok) throw new Error(check.reason);
    const details = { ...shownDetails(product, selection, 89_500), option: check.option };
    expect(toCartItem(product, details, 2)).toEqual({
      product: 'p1',
      productId: 'LBS-1024',
      optCode: 'LBS-SIN-BEI',
      name: 'Summer Pique Bedspread',
      price: 5_279_605,
      dollarPrice: 58.99,
      image: '/images/a-640.webp',
      stock: 40,
      discountRate: 10,
      isChecked: true,
      quantity: 2,
      size: 'Single',
      color: 'Beige',
      Quantity: 5,
    });
  });
});
