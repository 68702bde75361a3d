import { createHash, randomUUID } from 'node:crypto';
import {
  type AppliedPromo,
  type CartTotals,
  COUNTRY,
  DEFAULT_LOCALE,
  type DeliveryTerms,
  discountedPrice,
  dollarsFromLbp,
  format,
  formatLbp,
  type Locale,
  messages,
  type newOrderSchema,
  type Order,
  optionUnitPrice,
  type PriceDisplay,
  type PromoTerms,
  priceOrder,
} from '@shop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { retryLostToAnotherWriter } from '../../db/sql-errors.js';
import { BadRequest, Conflict, HttpError, NotFound } from '../../lib/errors.js';
import type { CheckoutArea } from '../delivery/index.js';
import {
  claimKeyAndLockProducts,
  findOrderByKey,
  type KeyClaim,
  type LockedOption,
  type LockedProduct,
  type PromoLookup,
  type Rates,
  type ShopperContact,
  takeStockAndInsertOrder,
} from './checkout-queries.js';
import { type CheckoutPromo, claimOf, judgePromo, type PromoClaim, takePromoUse } from './promo-checkout.js';
import { placeOrderIfUnchanged, readForCheckout } from './unlocked-checkout.js';

export type NewOrder = z.infer<typeof newOrderSchema>;
type Line = NewOrder['orderItems'][number];

interface PricedLine extends Line {
  item: LockedProduct;
  option: LockedOption;
  /** The catalogue price of the line (the cart's rule, `optionUnitPrice`), before any discount. */
  listPrice: number;
}

/**
 * Who checks out: the id their token names, and the access layer's check of that token against the
 * version the checkout's first statement reads (it throws 401 and the transaction rolls back).
 */
export interface Shopper {
  id: string;
  confirmToken(currentVersion: number | undefined): asserts currentVersion is number;
  /** The language of the page they order from: the order's mails and messages are written in it. */
  locale?: Locale;
}

/**
 * The outcome of a checkout: the order placed now (with its shopper's contact, for the mails, and whether the
 * unlocked attempt found something changed and it was placed under locks), or the one an earlier
 * request with the same key placed.
 */
export type CheckoutOutcome = (
  | { order: Order; created: true; contact: ShopperContact; underLocks: boolean }
  | { order: Order; created: false }
) & {
  /** How prices show, as read with the order (its WhatsApp text and mails follow it). */
  display: PriceDisplay;
};

/**
 * Places an order: the server prices every line from the database (option price override, discount
 * rule, the area's fee or the delivery cost, free delivery), takes the stock, writes the order and its lines, and empties the shopper's
 * server cart, all or nothing (an unknown product is a 404, an option without enough stock a 409).
 * Checkout throughput is bounded by round trips and their CPU (decisions 051, 028), so the usual
 * order takes two statements and no transaction block: a read without locks, priced here, then one
 * statement that writes only if nothing priced has changed since (`placeOrderIfUnchanged`). When
 * something has (another order took the stock, an admin changed a price, a duplicate request holds the
 * key), the order is placed again under locks (`placeOrderUnderLocks`), which decides exactly.
 */
export async function placeOrder(
  db: Database,
  shopper: Shopper,
  input: NewOrder,
  idempotencyKey: string | undefined,
  /** The most pieces of one product, size and colour in an order (ORDER_PIECES_LIMIT). */
  piecesPerLine = Number.POSITIVE_INFINITY,
  /** The shop clock's now: a promo code's window is judged at it. */
  now = new Date(),
): Promise<CheckoutOutcome> {
  const order = {
    orderId: randomUUID(),
    userId: shopper.id,
    locale: shopper.locale ?? DEFAULT_LOCALE,
    input,
    lines: mergeLines(input.orderItems),
    piecesPerLine,
    now,
  };
  const key = idempotencyKey
    ? { user_id: shopper.id, key: idempotencyKey, order_id: order.orderId, request_hash: digestOf(input) }
    : undefined;
  const areaId = input.shippingInfo.areaId;
  const promo = promoLookup(input.promoCode, shopper.id, input.shippingInfo.phoneNumber);
  const view = await readForCheckout(db, shopper.id, key?.key, productIdsOf(order.lines), areaId, promo);
  if (view) {
    const tokenVersion = view.tokenVersion;
    shopper.confirmToken(tokenVersion);
    if (view.placed) return { ...replayed(view.placed, key), display: view.display };
    const priced = priceCheckout(view, order);
    refuseTooManyPieces(priced.lines, order.piecesPerLine);
    // Stock that was short when read is refused as the locked path would refuse it, without a write.
    refuseShortLine(priced.lines, new Set(priced.lines.filter(hasStockFor).map((line) => line.option.id)));
    const draft = draftOrder({ ...order, ...priced });
    const placed = await placeOrderIfUnchanged(db, {
      claim: key,
      tokenVersion,
      products: [...new Map(draft.lines.map((line) => [line.item.id, line.item])).values()],
      options: draft.lines.map((line) => ({ ...line.option, quantity: line.quantity })),
      rates: draft.rates,
      area: priced.delivery.area,
      promo: priced.promo?.claim,
      order: draft.order,
      items: draft.items,
    });
    if (placed) return { ...placed, created: true, underLocks: false, display: view.display };
  }
  // A deadlock can only be with a writer that locks in another order than the checkouts (bulk
  // repricing); the transaction was rolled back whole, so it is placed again.
  const placed = await retryLostToAnotherWriter(() => placeOrderUnderLocks(db, shopper, order, key, promo));
  return placed.created ? { ...placed, underLocks: view !== undefined } : placed;
}

/** The code an order or a quote names, looked up with the shopper's account and the order's phone. */
function promoLookup(
  code: string | undefined,
  userId: string,
  phone: string | undefined,
): PromoLookup | undefined {
  return code === undefined ? undefined : { code, userId, phone: phone ?? '' };
}

/** The server's figures for an order not placed yet (POST /order/quote): the order's own pricing, no write. */
export interface Quote {
  totals: CartTotals;
  rates: Rates;
  promo: AppliedPromo | null;
}

/**
 * Prices an order as `placeOrder` would at `now`, from a read without locks, and writes nothing: the
 * checkout shows these figures. Refusals are the order's: an unknown product 404, an unavailable
 * option or a refused code 400/409.
 */
export async function quoteOrder(
  db: Database,
  userId: string,
  input: {
    orderItems: Line[];
    areaId: string | undefined;
    promoCode: string | undefined;
    phone: string | undefined;
  },
  now: Date,
): Promise<Quote> {
  const lines = mergeLines(input.orderItems);
  const promo = promoLookup(input.promoCode, userId, input.phone);
  const view = await readForCheckout(db, userId, undefined, productIdsOf(lines), input.areaId, promo);
  if (!view) throw new NotFound(messages.productNotFound);
  const priced = priceCheckout(view, {
    lines,
    userId,
    input: { promoCode: input.promoCode, shippingInfo: { areaId: input.areaId } },
    now,
  });
  return { totals: priced.totals, rates: priced.rates, promo: priced.promo?.applied ?? null };
}

/** An order priced: its lines, its delivery, its code and its totals. */
interface PricedCheckout {
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
function priceCheckout(
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

/**
 * The checkout in one transaction, under locks: claim the key and lock the products (one statement),
 * price, then take the stock and write the order (one statement). Anything refused rolls all of it
 * back. A concurrent duplicate waits on the key until the first request ends, then answers its order.
 */
async function placeOrderUnderLocks(
  db: Database,
  shopper: Shopper,
  order: {
    orderId: string;
    userId: string;
    locale: Locale;
    input: NewOrder;
    lines: Line[];
    piecesPerLine: number;
    now: Date;
  },
  key: KeyClaim | undefined,
  promo: PromoLookup | undefined,
): Promise<
  ({ order: Order; created: true; contact: ShopperContact } | { order: Order; created: false }) & {
    display: PriceDisplay;
  }
> {
  return db.transaction().execute(async (trx) => {
    const areaId = order.input.shippingInfo.areaId;
    const ids = productIdsOf(order.lines);
    const locked = await claimKeyAndLockProducts(trx, shopper.id, key, ids, areaId, promo);
    shopper.confirmToken(locked.tokenVersion);
    const { display } = locked;
    if (key && locked.claimed !== true) {
      const first = await findOrderByKey(trx, shopper.id, key.key);
      // Missing only when an admin deleted that order meanwhile, then this request goes on as a new
      // one; or when no product of the order exists (claimed unknown): then it ends in a 404.
      if (first) return { ...replayed(first, key), display };
    }
    const priced = priceCheckout(locked, order);
    refuseTooManyPieces(priced.lines, order.piecesPerLine);
    const draft = draftOrder({ ...order, ...priced });
    // The code's use first: refused, nothing else is written (the transaction rolls back).
    if (priced.promo) await takePromoUse(trx, priced.promo.claim, order.orderId);
    const { taken, ...written } = await takeStockAndInsertOrder(
      trx,
      draft.lines.map((line) => ({ optionId: line.option.id, quantity: line.quantity })),
      draft.order,
      draft.items,
    );
    refuseShortLine(draft.lines, taken);
    return { ...written, created: true as const, display };
  });
}

/**
 * A digest of the order as the schema parsed it: its lines, address and payment. Not the total the
 * button showed: a retry after a lost answer may show a total read again since, for the same order.
 */
function digestOf({ shownTotal, ...order }: NewOrder): string {
  return createHash('sha256').update(JSON.stringify(order)).digest('base64url');
}

/**
 * The order placed by an earlier request with this key, when it sent the same order; the same key with
 * another order is refused (422), not answered with the first one. Keys from before digests replay.
 */
function replayed(
  placed: { order: Order; requestHash: string | null },
  key: KeyClaim | undefined,
): { order: Order; created: false } {
  if (placed.requestHash !== null && placed.requestHash !== key?.request_hash) {
    throw new HttpError(422, messages.idempotencyKeyReused);
  }
  return { order: placed.order, created: false };
}

/** What the stock update's guard asks (checkout-queries.ts, `STOCK_UPDATES.take`). */
const hasStockFor = (line: PricedLine) =>
  line.option.status === 'INSTOCK' && line.option.quantity >= line.quantity;

const productIdsOf = (lines: readonly Line[]) => [...new Set(lines.map((line) => line.product))];

/** The same product, size and colour sent twice is one line of their summed quantity. */
function mergeLines(lines: readonly Line[]): Line[] {
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
interface Delivery {
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
function refuseTooManyPieces(lines: readonly PricedLine[], max: number): void {
  const line = lines.find((candidate) => candidate.quantity > max);
  if (!line) return;
  throw new Conflict(
    format(messages.orderTooManyPieces, { max, name: line.item.name, size: line.size, color: line.color }),
  );
}

/** The first line whose stock could not be taken, named in the 409 (the transaction rolls back). */
function refuseShortLine(lines: readonly PricedLine[], taken: Set<string>): void {
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
function draftOrder(placed: {
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
