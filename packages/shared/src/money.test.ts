import { describe, expect, it } from 'vitest';
import { layout } from './i18n/en/layout.js';
import { fr } from './i18n/fr/index.js';
import {
  discountedPrice,
  dollarsFromLbp,
  formatAmount,
  formatLbp,
  formatMoney,
  formatPrice,
  formatUsd,
  isDiscountActive,
  lbpFromDollars,
  lineAmount,
  ratingWidth,
  roundDownThousands,
  roundUpThousands,
} from './money.js';

describe('display', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1000],
    [1_250_999, 1_250_000],
    [2_000_000_000, 2_000_000_000],
  ])('rounds %i down to %i', (value, rounded) => {
    expect(roundDownThousands(value)).toBe(rounded);
  });

  it.each([
    [1_250_999, 'en-US', '1,250,000'],
    [999, 'en-US', '0'],
    [2_000_000_000, 'en-US', '2,000,000,000'],
    [1_250_999, 'de-DE', '1.250.000'],
  ])('formats the price %i in %s as %s', (value, locale, text) => {
    expect(formatPrice(value, locale)).toBe(text);
  });

  it.each([
    [1_250_000, '1,250,000'],
    [12, '12'],
    [12.5, '12.50'],
    [1234.567, '1,234.57'],
    [0.1 + 0.2, '0.30'],
  ])('shows 2 decimals only when %d is not whole', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('writes whole amounts exactly as Intl does, without making a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, 7, 999, 1000, -1000, 123_456, 1_000_000, -987_654_321, Number.MAX_SAFE_INTEGER];
    for (let i = 1; i < 200; i++) values.push(((i * 2_654_435_761) % 10 ** (i % 16)) * (i % 3 ? 1 : -1));
    for (const value of values) expect(formatAmount(value)).toBe(intl.format(value));
  });

  it('writes amounts with decimals exactly as Intl does, halves and negatives too, without a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [
      0.005,
      0.015,
      0.125,
      0.375,
      1.005,
      2.675,
      -0.001,
      -0.125,
      -1234.565,
      999.995,
      9_999_999.999,
      0.1 + 0.2,
      1e-7,
      123_456_789_012.345,
    ];
    for (let i = 1; i < 2000; i++)
      values.push((((i * 2_654_435_761) % 10 ** (1 + (i % 9))) / 1000) * (i % 3 ? 1 : -1));
    for (let cents = 0; cents < 100_000; cents += 7)
      values.push(cents / 100 + 0.005, cents / 100 + 0.001, cents / 1000);
    for (const value of values.filter((v) => !Number.isInteger(v)))
      expect(formatAmount(value), String(value)).toBe(intl.format(value));
  });

  it('appends the currency', () => {
    expect(formatLbp(1_250_400)).toBe('1,250,000 LBP');
  });

  it.each([
    [0, 0],
    [2.5, 50],
    [3.5, 70],
    [5, 100],
    [7, 100],
    [-1, 0],
  ])('gives rating %d a %d %% bar', (rating, width) => {
    expect(ratingWidth(rating)).toBe(width);
  });
});

describe('discount', () => {
  it.each([
    [100_000, 20, true, 80_000],
    [100_000, 20, false, 100_000],
    [100_000, 0, true, 100_000],
    [100_000, 100, true, 0],
    [100_000, 150, true, 0],
    [99_999, 33, true, 67_000], // the discount 32,999.67 is rounded down to 32,999
    [9_007_199_254_740_991, 50, true, 4_503_599_627_370_496], // exact at 2^53 − 1
  ])('price %i at %i %% (ticked: %s) costs %i', (price, rate, isChecked, expected) => {
    expect(discountedPrice(price, rate, isChecked)).toBe(expected);
  });

  it.each([
    [{ discountRate: 10, isChecked: true }, true],
    [{ discountRate: 10, isChecked: false }, false],
    [{ discountRate: 0, isChecked: true }, false],
  ])('knows whether %o is active', (product, active) => {
    expect(isDiscountActive(product)).toBe(active);
  });
});

describe('lbpFromDollars', () => {
  it.each([
    ['12.35', 89_500, 1_105_325],
    [12.35, 89_500, 1_105_325],
    [0.1 + 0.2, 89_500, 26_850],
    [1.15, 100, 115],
    ['0.01', 150, 2], // 1.5 pounds, half up
    ['0.01', 149, 1],
    ['10000000000', 89_500, 895_000_000_000_000],
    [' 7 ', 1500, 10_500],
    [0, 89_500, 0],
  ])('%s dollars at %i is %i LBP', (dollars, rate, lbp) => {
    expect(lbpFromDollars(dollars, rate)).toBe(lbp);
  });

  it.each(['', 'abc', '-1', Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (dollars) => {
    expect(() => lbpFromDollars(dollars, 89_500)).toThrow(RangeError);
  });

  it('rejects a result beyond a safe integer', () => {
    expect(() => lbpFromDollars('10000000000', 1_000_000_000)).toThrow(RangeError);
  });
});

describe('roundUpThousands', () => {
  it('rounds up to the next thousand, a whole thousand staying as it is', () => {
    expect([roundUpThousands(450), roundUpThousands(2_011_550), roundUpThousands(3_000)]).toEqual([
      1_000, 2_012_000, 3_000,
    ]);
  });
});

describe('lineAmount', () => {
  it('takes the discount off only when it is ticked', () => {
    expect(lineAmount({ price: 500_000, discountRate: 10, isChecked: true, quantity: 2 })).toBe(900_000);
    expect(lineAmount({ price: 300_000, discountRate: 50, isChecked: false, quantity: 1 })).toBe(300_000);
  });
});

describe('dollarsFromLbp', () => {
  it.each([
    [1_105_325, 89_500, 12.35],
    [89_500, 89_500, 1],
    [44_750, 89_500, 0.5],
    // 0.005 dollars rounds half up to a cent
    [1, 200, 0.01],
    [0, 89_500, 0],
  ])('%i LBP at %i is %d dollars', (lbp, rate, dollars) => {
    expect(dollarsFromLbp(lbp, rate)).toBe(dollars);
  });

  it('has no dollar amount without a rate', () => {
    expect(dollarsFromLbp(1_000_000, 0)).toBeNull();
  });
});

describe('formatMoney (issue 48)', () => {
  const patterns = layout;

  it('writes pounds, dollars, or both with dollars first', () => {
    expect(formatMoney(1_118_750, { display: 'lbp', dollarRate: 89_500 }, patterns)).toBe('1,118,000 LBP');
    expect(formatMoney(1_118_750, { display: 'usd', dollarRate: 89_500 }, patterns)).toBe('$12.50');
    expect(formatMoney(1_118_750, { display: 'both', dollarRate: 89_500 }, patterns)).toBe(
      '$12.50 · 1,118,000 LBP',
    );
  });

  it('rounds the dollars half up to the cent, from the exact pounds, and drops .00', () => {
    // 1,000,000 / 89,500 = 11.1731…; 895,000 / 89,500 = 10 exactly.
    expect(formatMoney(1_000_000, { display: 'usd', dollarRate: 89_500 }, patterns)).toBe('$11.17');
    expect(formatMoney(895_000, { display: 'usd', dollarRate: 89_500 }, patterns)).toBe('$10');
    expect(formatUsd(1234.5, { dollarPrice: '{amount} $', thousands: ',', decimal: '.' })).toBe('1,234.50 $');
    // French marks: a narrow no-break space between thousands, a comma before the cents.
    expect(formatUsd(1234.5, fr.layout)).toBe('1\u202f234,50\u00a0$');
  });

  it('shows pounds while no dollar rate is set, whatever the choice', () => {
    expect(formatMoney(500_000, { display: 'usd', dollarRate: 0 }, patterns)).toBe('500,000 LBP');
  });
});
