import { createHash, randomUUID } from 'node:crypto';
import {
  type AppliedPromo,
  type CartTotals,
  DEFAULT_LOCALE,
  type Locale,
  messages,
  type newOrderSchema,
  type Order,
  type PriceDisplay,
} from '@shop/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { retryLostToAnotherWriter } from '../../db/sql-errors.js';
import { HttpError, NotFound } from '../../lib/errors.js';
import {
  draftOrder,
  hasStockFor,
  type Line,
  mergeLines,
  priceCheckout,
  refuseShortLine,
  refuseTooManyPieces,
} from './checkout-pricing.js';
import {
  claimKeyAndLockProducts,
  findOrderByKey,
  type KeyClaim,
  type PromoLookup,
  type Rates,
  type ShopperContact,
  takeStockAndInsertOrder,
} from './checkout-queries.js';
import { takePromoUse } from './promo-checkout.js';
import { placeOrderIfUnchanged, readForCheckout } from './unlocked-checkout-queries.js';

export type NewOrder = z.infer<typeof newOrderSchema>;

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

const productIdsOf = (lines: readonly Line[]) => [...new Set(lines.map((line) => line.product))];
