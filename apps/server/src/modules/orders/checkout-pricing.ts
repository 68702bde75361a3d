import {
  type AppliedPromo,
  type CartTotals,
  COUNTRY,
  type DeliveryTerms,
  discountedPrice,
  dollarsFromLbp,
  format,
  formatLbp,
  type Locale,
  messages,
  optionUnitPrice,
  type PromoTerms,
  priceOrder,
} from '@shop/shared';
import { sql } from 'kysely';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import type { CheckoutArea } from '../delivery/index.js';
import type { NewOrder } from './checkout.js';
import type { LockedOption, LockedProduct, Rates } from './checkout-queries.js';
import { claimOf, judgePromo } from './promo-checkout.js';
import type { CheckoutPromo, PromoClaim } from './promo-use-queries.js';

// An order priced from what a checkout read: its lines, delivery, promo code and totals, the refusals
// that pricing decides, and the rows the order will be written as.

export type Line = NewOrder['orderItems'][number];

export interface PricedLine extends Line {
  item: LockedProduct;
  option: LockedOption;
  /** The catalogue price of the line (the cart's rule, `optionUnitPrice`), before any discount. */
  listPrice: number;
}

/** An order priced: its lines, its delivery, its code and its totals. */
export interface PricedCheckout {
  lines: PricedLine[];
  rates: Rates;
  delivery: Delivery;
  promo: { terms: PromoTerms; claim: PromoClaim; applied: AppliedPromo } | undefined;
  totals: CartTotals;
}

/**
 * How an order is priced (DESIGN), from what either checkout path or the quote read: each line from its
 * product as read (its running discount included), the delivery terms, the promo code judged at `now`
 * on the items, then `priceOrder`. One function, so that the quote, the order and the order placed
 * under locks cannot price differently.
 */
export function priceCheckout(
  read: {
    products: LockedProduct[];
    rates: Rates | undefined;
    area: CheckoutArea | null;
    promo: CheckoutPromo | null;
  },
  order: {
    lines: readonly Line[];
    userId: string;
    input: { promoCode?: string | undefined; shippingInfo: { areaId?: string | undefined } };
    now: Date;
  },
): PricedCheckout {
  const priced = priceLines(read, order.lines);
  const delivery = deliveryOf(priced.rates, read.area, order.input.shippingInfo.areaId);
  const prices = priced.lines.map((line) => ({
    price: line.listPrice,
    quantity: line.quantity,
    discountRate: line.item.discount_now,
    isChecked: line.item.discount_now > 0,
  }));
  if (order.input.promoCode === undefined) {
    return { ...priced, delivery, promo: undefined, totals: priceOrder(prices, delivery.terms) };
  }
  const items = priceOrder(prices, delivery.terms).subtotal;
  const terms = judgePromo(read.promo, items, order.now);
  const found = read.promo as CheckoutPromo;
  const totals = priceOrder(prices, delivery.terms, terms);
  const saving =
    terms.kind === 'freeDelivery' ? priceOrder(prices, delivery.terms).delivery : totals.discount;
  return {
    ...priced,
    delivery,
    totals,
    promo: {
      terms,
      claim: claimOf(found, order.userId),
      applied: { code: found.code, kind: found.kind, value: found.value, saving },
    },
  };
}

/** What the stock update's guard asks (stock-queries.ts, `STOCK_UPDATES.take`). */
export const hasStockFor = (line: PricedLine) =>
  line.option.status === 'INSTOCK' && line.option.quantity >= line.quantity;
/** The same product, size and colour sent twice is one line of their summed quantity. */
export function mergeLines(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = JSON.stringify([line.product, line.size, line.color]);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/**
 * Prices each line from the products as locked, with the rates read in the same statement: the prices
 * of the moment the shopper clicked.
 */
function priceLines(
  locked: { products: LockedProduct[]; rates: Rates | undefined },
  lines: readonly Line[],
): { lines: PricedLine[]; rates: Rates } {
  const { products: found, rates } = locked;
  // No rates means none of the products was found.
  if (!rates) throw new NotFound(messages.productNotFound);
  const products = new Map(found.map((p) => [p.id, p]));
  const priced = lines.map((line) => {
    const item = products.get(line.product);
    if (!item) throw new NotFound(messages.productNotFound);
    const option = item.options.find((o) => o.size === line.size && o.color === line.color);
    if (!option || item.status === 'OUTOFSTOCK') throw new Conflict(unavailable(item, line));
    const listPrice = optionUnitPrice(
      { price: option.price, dollarPrice: option.dollar_price },
      item.price,
      rates.dollar,
    );
    return { ...line, item, option, listPrice };
  });
  return { lines: priced, rates };
}

/** How the order's delivery is priced, and the area it names with the fee read (undefined: none). */
export interface Delivery {
  terms: DeliveryTerms;
  area: { id: string; fee: number } | undefined;
}

/**
 * The order's delivery terms (decision 090): the named area's fee, or the shop's delivery cost when it
 * names none; free from the shop's amount either way. An area that does not exist is a 400 and one
 * switched off a 409, before anything is reserved.
 */
function deliveryOf(rates: Rates, area: CheckoutArea | null, areaId: string | undefined): Delivery {
  const freeFrom = rates.freeDeliveryFrom;
  if (areaId === undefined) return { terms: { fee: rates.delivery, freeFrom }, area: undefined };
  if (!area) throw new BadRequest(messages.deliveryAreaUnknown);
  if (!area.active) throw new Conflict(messages.deliveryAreaOff);
  return { terms: { fee: area.fee, freeFrom }, area: { id: area.id, fee: area.fee } };
}

const unavailable = (item: LockedProduct, line: Line) =>
  format(messages.orderItemUnavailable, { name: item.name, size: line.size, color: line.color });

/** 409 for the first line of more pieces than one order may take (nothing is reserved). */
export function refuseTooManyPieces(lines: readonly PricedLine[], max: number): void {
  const line = lines.find((candidate) => candidate.quantity > max);
  if (!line) return;
  throw new Conflict(
    format(messages.orderTooManyPieces, { max, name: line.item.name, size: line.size, color: line.color }),
  );
}

/** The first line whose stock could not be taken, named in the 409 (the transaction rolls back). */
export function refuseShortLine(lines: readonly PricedLine[], taken: Set<string>): void {
  const short = lines.find((line) => !taken.has(line.option.id));
  if (!short) return;
  const { option, item } = short;
  if (option.quantity === 0 || option.status === 'OUTSTOCK') throw new Conflict(unavailable(item, short));
  throw new Conflict(
    format(messages.orderNotEnoughStock, {
      available: option.quantity,
      name: item.name,
      size: short.size,
      color: short.color,
    }),
  );
}

/**
 * The order and its lines as they will be written, priced: the totals (refused with 409 when they are
 * not the total the shopper was shown), the order row and the lines with the prices charged.
 */
export function draftOrder(placed: {
  orderId: string;
  userId: string;
  locale: Locale;
  input: NewOrder;
  lines: PricedLine[];
  rates: Rates;
  delivery: Delivery;
  promo: PricedCheckout['promo'];
  totals: CartTotals;
}) {
  const { orderId, userId, locale, input, lines, rates, delivery, promo, totals } = placed;
  if (input.shownTotal !== undefined && input.shownTotal !== totals.total) {
    throw new Conflict(format(messages.orderTotalChanged, { total: formatLbp(totals.total) }));
  }
  const ship = input.shippingInfo;
  const order = {
    id: orderId,
    user_id: userId,
    // Older clients send no name (docs/product.md §8): the order is then in the account's, read by the write.
    first_name: ship.firstName ?? sql<string>`(select name from users where id = ${userId})`,
    last_name: ship.lastName ?? '',
    address: ship.address,
    city: ship.city,
    country: COUNTRY,
    phone_no: ship.phoneNumber,
    area_id: delivery.area?.id ?? null,
    promo_code_id: promo?.claim.codeId ?? null,
    promo_code: promo?.applied.code ?? null,
    discount: totals.discount,
    payment_type: input.paymentType,
    items_price: totals.subtotal,
    delivery_price: totals.delivery,
    total_price: totals.total,
    dollar_rate: rates.dollar,
    dollar_items_price: dollarsFromLbp(totals.subtotal, rates.dollar),
    dollar_total_price: dollarsFromLbp(totals.total, rates.dollar),
    locale,
  };
  const items = lines.map((line, position) => ({
    order_id: orderId,
    position,
    product_id: line.product,
    option_id: line.option.id,
    name: line.item.name,
    image: line.item.image ?? '',
    product_code: line.option.code || line.item.product_code,
    unit_price: line.listPrice,
    price: discountedPrice(line.listPrice, line.item.discount_now, true),
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    // The discount the line got (own or a sale's, decision 095).
    discount_rate: line.item.discount_now,
    discount_active: line.item.discount_now > 0,
  }));
  return { lines, rates, order, items };
}
