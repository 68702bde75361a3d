import { type CartLine, type CartTotals, itemsTotal, sumLbp } from './money.js';

/**
 * How an order is priced (docs/product.md §5, decision 090): the one place the cart, the checkout's summary
 * and the server's order run, so that the total shown is the total charged (decision 023).
 * 1. each line's unit price and its discount (`lineAmount`), 2. the items (`itemsPrice`),
 * 3. (a promo code's discount, when the shop gets them, comes off here),
 * 4. delivery: free at or over the free-delivery amount, else the area's fee (or the shop's delivery
 *    cost for an order that names no area), 5. total = items + delivery.
 */

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

/** The order's items, delivery and total, from its lines and its delivery terms. */
export function priceOrder(lines: readonly CartLine[], delivery: DeliveryTerms): CartTotals {
  const subtotal = itemsTotal(lines);
  const deliveryCharged = deliveryPrice(subtotal, delivery);
  return { subtotal, delivery: deliveryCharged, total: sumLbp(subtotal, deliveryCharged) };
}
