import { format } from './messages.js';
import type { PriceDisplay } from './vocabularies.js';

/**
 * Prices and their display. LBP amounts are integers; products of amounts run through BigInt so that
 * no intermediate value loses precision, and results are checked to fit a safe JS integer.
 */

export interface Discountable {
  discountRate: number;
  isChecked: boolean;
}

export interface CartLine extends Discountable {
  price: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  /** A promo code's discount off the items (0 without one). */
  discount: number;
  delivery: number;
  total: number;
}

/**
 * An amount too large to be exact as a JS number. The input limits (dollar prices, rates) keep every
 * single price below it; a sum of many pieces can still pass it, and the server answers that with a 409.
 */
export class AmountOutOfRange extends RangeError {
  constructor(value: bigint) {
    super(`Amount out of range: ${value}`);
    this.name = 'AmountOutOfRange';
  }
}

function toSafeInteger(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new AmountOutOfRange(value);
  }
  return Number(value);
}

export function roundDownThousands(lbp: number): number {
  return Math.floor(lbp / 1000) * 1000;
}

/** Up to the next thousand: an amount still to be added is shown so that adding it is enough. */
export function roundUpThousands(lbp: number): number {
  return Math.ceil(lbp / 1000) * 1000;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and number of decimals, made once: `toLocaleString` with options builds a
 * new one at every call, which made the WhatsApp text of each order a visible part of checkout's CPU.
 */
function amountFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}/${digits}`;
  let formatter = amountFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    amountFormats.set(key, formatter);
  }
  return formatter;
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * An amount in en-US ('1,250,000', '12.50') as Intl writes it, or undefined where this does not know how
 * (an exponent, -0). Every price in LBP and in dollars is one: making the first Intl.NumberFormat loads
 * the locale's data, a long task on a slow phone while a page starts. Like Intl, the cents are rounded
 * half away from zero from the number's shortest decimal form (0.015 → 0.02).
 */
function enUsAmount(value: number): string | undefined {
  const text = String(Math.abs(value));
  if (text.includes('e') || Object.is(value, -0)) return undefined;
  const sign = value < 0 ? '-' : '';
  const [whole = '', fraction] = text.split('.');
  if (fraction === undefined) return sign + grouped(whole);
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return `${sign}${grouped(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/**
 * Thousands separators, and 2 decimals only when the value is not whole
 * (docs/product.md §5); e.g. dollar prices.
 */
export function formatAmount(value: number, locale = 'en-US'): string {
  const text = locale === 'en-US' ? enUsAmount(value) : undefined;
  return text ?? amountFormat(locale, Number.isInteger(value) ? 0 : 2).format(value);
}

/** An LBP price for display: rounded down to thousands, then formatted like any amount. */
export function formatPrice(value: number, locale = 'en-US'): string {
  return formatAmount(roundDownThousands(value), locale);
}

/**
 * How a language writes amounts (its `layout` words): the LBP pattern ('{amount} ل.ل.'), the mark between
 * thousands and the decimal mark. Digits are Latin in every language; French groups with a narrow no-break
 * space and writes decimals after a comma ('1 250 000 LBP', '12,50'), where a comma would read as decimals.
 */
export interface AmountWords {
  readonly price: string;
  readonly thousands: string;
  readonly decimal: string;
}

const ENGLISH_AMOUNTS: AmountWords = { price: '{amount} LBP', thousands: ',', decimal: '.' };

/** `formatAmount`'s text with the language's marks ('1,234.57' → French '1 234,57'). */
export function formatAmountIn(value: number, words: Omit<AmountWords, 'price'>): string {
  const text = formatAmount(value);
  if (words.thousands === ',' && words.decimal === '.') return text;
  return text.replace(/[,.]/g, (mark) => (mark === ',' ? words.thousands : words.decimal));
}

/** '1,250,000 LBP', or as a language writes it (`layout`: '1,250,000 ل.ل.', '1 250 000 LBP'). */
export function formatLbp(value: number, words: AmountWords = ENGLISH_AMOUNTS): string {
  return format(words.price, { amount: formatAmountIn(roundDownThousands(value), words) });
}

/** How a language writes prices (its `layout` words): pounds, dollars, and both together ('{usd} · {lbp}'). */
export interface PricePatterns extends AmountWords {
  readonly dollarPrice: string;
  readonly bothPrices: string;
}

const ENGLISH_PRICES: PricePatterns = {
  ...ENGLISH_AMOUNTS,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before the catalogue's placeholder.
  dollarPrice: '${amount}',
  bothPrices: '{usd} · {lbp}',
};

/** '$12.50', or as a language writes it (`layout.dollarPrice` and its marks: '12,50 $'); decimals as docs/product.md §5 says. */
export function formatUsd(
  value: number,
  words: Omit<PricePatterns, 'price' | 'bothPrices'> = ENGLISH_PRICES,
): string {
  return format(words.dollarPrice, { amount: formatAmountIn(value, words) });
}

/** What a price's display depends on besides the amount: the shop's choice and the dollar rate it uses. */
export interface PriceView {
  display: PriceDisplay;
  /** LBP per dollar; 0 when none is set (then prices show in pounds whatever the choice). */
  dollarRate: number;
}

/**
 * An LBP amount as the shop shows prices (decision 096): '1,118,000 LBP', '$12.50', or
 * '$12.50 · 1,118,000 LBP'. The dollars are the exact pounds over the rate, to the cent, half up
 * (`dollarsFromLbp`); the pounds are rounded down to thousands (docs/product.md §5).
 */
export function formatMoney(lbp: number, view: PriceView, words: PricePatterns = ENGLISH_PRICES): string {
  const { main, second } = moneyParts(lbp, view, words);
  return second === undefined ? main : format(words.bothPrices, { usd: main, lbp: second });
}

/**
 * The same as its parts, for a screen that sets them apart (a card's price): the amount shown first,
 * and the pounds after the dollars when the shop shows both.
 */
export function moneyParts(
  lbp: number,
  view: PriceView,
  words: Omit<PricePatterns, 'bothPrices'> = ENGLISH_PRICES,
): { main: string; second?: string } {
  const pounds = formatLbp(lbp, words);
  const dollars = view.display === 'lbp' ? null : dollarsFromLbp(lbp, view.dollarRate);
  if (dollars === null) return { main: pounds };
  const usd = formatUsd(dollars, words);
  return view.display === 'usd' ? { main: usd } : { main: usd, second: pounds };
}

/** One rule everywhere (docs/product.md §5): a discount applies only when ticked and above 0 %. */
export function isDiscountActive(product: Discountable): boolean {
  return product.isChecked && product.discountRate > 0;
}

/** The price after discount, in whole LBP: the discount itself is rounded down, so the shop never loses a pound. */
export function discountedPrice(price: number, discountRate: number, isChecked: boolean): number {
  if (!isDiscountActive({ discountRate, isChecked })) return price;
  const rate = BigInt(Math.min(discountRate, 100));
  return toSafeInteger(BigInt(price) - (BigInt(price) * rate) / 100n);
}

/**
 * Exact cents of a dollar amount. Every value with at most 2 decimals below 10^13 is the nearest double
 * to its decimal text, so rounding ×100 recovers its cents exactly (0.1 + 0.2 gives 30 cents, not 30.000…4).
 */
function toCents(dollars: number | string): bigint {
  const value = typeof dollars === 'string' ? Number(dollars.trim() || Number.NaN) : dollars;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a dollar amount: ${dollars}`);
  return BigInt(Math.round(value * 100));
}

/** LBP for a dollar amount at an integer dollar rate, rounded half up to the pound: '12.35' × 89500 = 1105325. */
export function lbpFromDollars(dollars: number | string, rate: number): number {
  return toSafeInteger((toCents(dollars) * BigInt(rate) + 50n) / 100n);
}

/**
 * A chosen option's LBP unit price (docs/product.md §5): its own LBP price, else its dollar price at today's
 * rate, else the product's price (also while the rate is unknown). The product page shows it and the server
 * cart charges it, so both follow this one rule.
 */
export function optionUnitPrice(
  option: { price: number | null; dollarPrice: number | null },
  productPrice: number,
  dollarRate: number | undefined,
): number {
  if (option.price !== null) return option.price;
  // A rate of 0 means none was set yet: the product's price is closer to the truth than a free option.
  if (option.dollarPrice !== null && dollarRate) return lbpFromDollars(option.dollarPrice, dollarRate);
  return productPrice;
}

/**
 * A dollar amount for an LBP amount at an integer dollar rate, to the cent, rounded half up (the
 * order's dollar totals); null when no dollar rate is set.
 */
export function dollarsFromLbp(lbp: number, rate: number): number | null {
  if (rate <= 0) return null;
  const cents = (BigInt(lbp) * 200n + BigInt(rate)) / (2n * BigInt(rate));
  return toSafeInteger(cents) / 100;
}

/** A cart line's amount: discounted unit price × quantity. */
export function lineAmount(line: CartLine): number {
  const unit = discountedPrice(line.price, line.discountRate, line.isChecked);
  return toSafeInteger(BigInt(unit) * BigInt(line.quantity));
}

/** The lines' amounts added up: an order's items price (`pricing.ts` adds the rest). */
export function itemsTotal(lines: readonly CartLine[]): number {
  return toSafeInteger(lines.reduce((sum, line) => sum + BigInt(lineAmount(line)), 0n));
}

/** Whole LBP amounts added up, exactly (out of range past a safe integer). */
export function sumLbp(...amounts: readonly number[]): number {
  return toSafeInteger(amounts.reduce((sum, amount) => sum + BigInt(amount), 0n));
}

/** Width of the star bar in percent (rating over 5), clamped to 0–100. */
export function ratingWidth(rating: number): number {
  return Math.min(Math.max(rating * 20, 0), 100);
}
