import { z } from 'zod';
import { format, messages } from '../messages.js';
import { FIELD_LIMITS, ORDER_STATUSES, PAYMENT_TYPES, PROMO_KINDS } from '../vocabularies.js';
import { cartLineInputSchema, MAX_CART_LINES } from './cart.js';
import { addressLine, orderPhone, shippingSchema, uuidSchema } from './common.js';
import { orderAreaSchema } from './delivery.js';
import { shopperPromoCodeSchema } from './promotions.js';

/**
 * The address as the checkout form sends it (our web app). Older clients name the form's optional field
 * `Floor` (docs/product.md §8): sent that way, it is kept in the address too.
 */
const formShippingSchema = shippingSchema
  .extend({ Floor: shippingSchema.shape.floor })
  .transform(({ firstName, lastName, phoneNumber, city, street, building, floor, Floor, areaId }) => ({
    firstName,
    lastName,
    phoneNumber,
    city,
    address: [street, building, floor || Floor].filter(Boolean).join(', '),
    areaId,
  }));

/**
 * The address as older clients' Order payload carries it (docs/product.md §8): already joined ('street,
 * building, floor'), the phone as `phoneNo`, the country (Lebanon, whatever is sent) and no name: the order
 * then takes the account's.
 */
const joinedShippingSchema = z
  .object({
    firstName: addressLine(FIELD_LIMITS.contactNameMax).optional(),
    lastName: addressLine(FIELD_LIMITS.contactNameMax).optional(),
    address: addressLine(3 * FIELD_LIMITS.addressLineMax),
    city: addressLine(),
    phoneNo: orderPhone(),
    country: z.string().max(FIELD_LIMITS.addressLineMax).optional(),
    postalCode: z.string().max(FIELD_LIMITS.addressLineMax).optional(),
    areaId: shippingSchema.shape.areaId,
  })
  .transform(({ firstName, lastName, address, city, phoneNo, areaId }) => ({
    firstName,
    lastName,
    phoneNumber: phoneNo,
    city,
    address,
    areaId,
  }));

/** Where an order goes: the address joined, the name when the payload has one. */
interface OrderShipping {
  firstName: string | undefined;
  lastName: string | undefined;
  phoneNumber: string;
  city: string;
  address: string;
  /** The delivery area picked; undefined: the order is delivered at the shop's delivery cost. */
  areaId: string | undefined;
}

/**
 * Either shape of the address: a payload with `address` and no `street` is an older client's. Each is checked
 * by its own schema, so a refusal names the field ('shippingInfo.city: Required').
 */
const orderShippingSchema = z.unknown().transform((value, ctx): OrderShipping => {
  const joined = typeof value === 'object' && value !== null && 'address' in value && !('street' in value);
  const parsed = (joined ? joinedShippingSchema : formShippingSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const { message, path } of parsed.error.issues)
    ctx.issues.push({ code: 'custom', message, path, input: value });
  return z.NEVER;
}) as unknown as z.ZodType<
  OrderShipping,
  z.input<typeof formShippingSchema> | z.input<typeof joinedShippingSchema>
>;

/**
 * POST /order/new. Prices and totals the browser may send (itemsPrice, totalPrice, a line's price) are
 * not part of the schema, so they are dropped before the server prices the order from the database.
 * Only cash on delivery is open (docs/product.md §8): the card value is refused with the tooltip's words.
 */
export const newOrderSchema = z.object({
  // A line is the cart's (product, size, colour, quantity): checkout sends the cart as it is.
  orderItems: z
    .array(cartLineInputSchema, { error: messages.emptyCart })
    .min(1, messages.emptyCart)
    .max(MAX_CART_LINES, format(messages.orderTooManyLines, { max: MAX_CART_LINES })),
  shippingInfo: orderShippingSchema,
  paymentType: z
    .literal(PAYMENT_TYPES.cashOnDelivery, { error: messages.cardPaymentTooltip })
    .default(PAYMENT_TYPES.cashOnDelivery),
  /**
   * The total (LBP) the shopper saw on the CHECKOUT button. It never sets a price: when the server's
   * total differs (a price, a discount, the dollar rate or the delivery cost changed since the cart
   * was shown), the order is refused with 409 and nothing is written, so no one is charged a total
   * they did not see. Optional: without it the server's total is taken as is.
   */
  shownTotal: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** A promo code (any case); a refused one refuses the order with its reason, and nothing is reserved. */
  promoCode: shopperPromoCodeSchema,
});
export type NewOrderInput = z.input<typeof newOrderSchema>;

/**
 * POST /order/quote: the order's body as the checkout would send it, or only what prices it (the
 * lines, the delivery area, the code; the phone number counts the code's uses per customer). Anything
 * else of an order's body is accepted and ignored, so that a client may send the same body to both.
 */
export const quoteSchema = z.object({
  orderItems: newOrderSchema.shape.orderItems,
  shippingInfo: z
    .looseObject({
      areaId: z.preprocess((v) => (v === '' || v === null ? undefined : v), uuidSchema.optional()),
      phoneNumber: z.string().max(FIELD_LIMITS.phoneMax, messages.tooLong).optional(),
      phoneNo: z.string().max(FIELD_LIMITS.phoneMax, messages.tooLong).optional(),
    })
    .optional(),
  promoCode: shopperPromoCodeSchema,
});

/** The code an order or a quote carries, as the server accepted it. */
const appliedPromoSchema = z.object({
  /** As the admin wrote it (the shopper may have typed it in another case). */
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** The percentage or the LBP amount; null for free delivery. */
  value: z.int().nullable(),
  /** What it saves on this order, LBP: its discount, or the delivery it makes free. */
  saving: z.int(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/** The server's figures for an order about to be placed: what the checkout shows (issue 48). */
export const quoteResponseSchema = z.object({
  success: z.literal(true),
  itemsPrice: z.int(),
  /** The code's discount off the items. */
  discount: z.int(),
  deliveryPrice: z.int(),
  totalPrice: z.int(),
  /** The total in dollars at `dollarRate`; null when no rate is set. */
  dollarTotalPrice: z.number().nullable(),
  /** LBP per dollar now (0: none set). */
  dollarRate: z.int(),
  promo: appliedPromoSchema.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** A retried or double-clicked checkout sends the same key and gets the first order back. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, messages.idempotencyKeyInvalid)
    .optional(),
});

const orderItemSchema = z.object({
  /** The product's id; null once the product was deleted (the line keeps its frozen copy). */
  product: z.string().nullable(),
  /** The product code (or the option's code) at order time. */
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  /** Unit price as charged (option override and active discount applied), LBP. */
  price: z.int(),
  quantity: z.int(),
  size: z.string(),
  color: z.string(),
  discountRate: z.int(),
  isChecked: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** The short number for phone calls and the WhatsApp text (1001, 1002, …). */
  number: z.int(),
  orderItems: z.array(orderItemSchema),
  shippingInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string().nullable(),
    country: z.string(),
    phoneNo: z.string(),
    /** The delivery area the order named; null for an order without one (the shop's delivery cost). */
    area: orderAreaSchema.nullable(),
  }),
  paymentInfo: z.object({ status: z.enum(['pending', 'succeeded']) }),
  paymentType: z.enum([PAYMENT_TYPES.cashOnDelivery, PAYMENT_TYPES.card]),
  itemsPrice: z.int(),
  /** The promo code the order carries (as the admin wrote it), and what it took off the items. */
  promoCode: z.string().nullable(),
  discount: z.int(),
  /** The delivery charged: the area's fee (or the shop's delivery cost), 0 from the free-delivery amount. */
  deliveryPrice: z.int(),
  /** items − discount + delivery. */
  totalPrice: z.int(),
  /** LBP per dollar when it was placed: its dollar amounts never change with a later rate. */
  dollarRate: z.int(),
  /** The same amounts in dollars at the order's dollar rate; null when no rate was set. */
  dollarItemsPrice: z.number().nullable(),
  dollarTotalPrice: z.number().nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  user: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const newOrderResponse = z.object({
  success: z.literal(true),
  order: orderSchema,
  whatsappText: z.string(),
  whatsappUrl: z.string(),
});
export type NewOrderResponse = z.infer<typeof newOrderResponse>;

export const orderResponse = z.object({ success: z.literal(true), order: orderSchema });
export const ordersResponse = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
