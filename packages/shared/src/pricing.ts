import { type CartLine, type CartTotals, itemsTotal, sumLbp } from './money.js';
import type { PromoKind } from './vocabularies.js';

/**
 * How an order is priced (docs/product.md §5, decisions 090 and 095): the one place the cart, the
 * checkout's summary, the server's quote and its order run, so that the total shown is the total charged
 * (decision 023).
 * 1. each line's unit price less the discount running on it (`lineAmount`; the larger of the product's
 *    own and a sale's, which the server works out at the moment of pricing), 2. the items (`itemsPrice`),
 * 3. a promo code's discount off the items (`promoDiscount`),
 * 4. delivery: 0 with a free-delivery code or when items − discount reach the free-delivery amount, else
 *    the area's fee (or the shop's delivery cost for an order that names no area),
 * 5. total = items − discount + delivery.
 */

/** What a promo code takes off, as `priceOrder` needs it (its rules are checked by the server). */
export interface PromoTerms {
  kind: PromoKind;
  /** A percentage (1–100) for `percent`, LBP for `amount`; unused for `freeDelivery`. */
  value: number;
}

/**
 * A code's discount on items worth `items`: a percentage of them rounded down to the pound (the shop
 * never gives a pound more than it says), or an amount, never more than the items.
 */
export function promoDiscount(items: number, promo: PromoTerms | undefined): number {
  if (!promo) return 0;
  if (promo.kind === 'percent') {
    const rate = BigInt(Math.min(Math.max(promo.value, 0), 100));
    return Number((BigInt(items) * rate) / 100n);
  }
  if (promo.kind === 'amount') return Math.min(Math.max(promo.value, 0), items);
  return 0;
}

/** What an order's delivery costs, as the shop set it when the order is priced. */
export interface DeliveryTerms {
  /** The order's area fee; the shop's delivery cost (docs/product.md §5) when the order names no area. */
  fee: number;
  /** Items from this amount (LBP) are delivered free; null when the shop offers no free delivery. */
  freeFrom: number | null;
}

/** The delivery charged on items worth `items`: 0 at or over the free-delivery amount, else the fee. */
export function deliveryPrice(items: number, terms: DeliveryTerms): number {
  return terms.freeFrom !== null && items >= terms.freeFrom ? 0 : terms.fee;
}

/**
 * What the items still lack for free delivery ('Add 120,000 LBP more'): 0 once reached, undefined when
 * the shop offers none.
 */
export function leftForFreeDelivery(items: number, freeFrom: number | null): number | undefined {
  if (freeFrom === null) return undefined;
  return Math.max(freeFrom - items, 0);
}

/** The order's items, promo discount, delivery and total, from its lines, delivery terms and code. */
export function priceOrder(
  lines: readonly CartLine[],
  delivery: DeliveryTerms,
  promo?: PromoTerms,
): CartTotals {
  const subtotal = itemsTotal(lines);
  const discount = promoDiscount(subtotal, promo);
  const afterDiscount = subtotal - discount;
  const deliveryCharged = promo?.kind === 'freeDelivery' ? 0 : deliveryPrice(afterDiscount, delivery);
  return { subtotal, discount, delivery: deliveryCharged, total: sumLbp(afterDiscount, deliveryCharged) };
}
