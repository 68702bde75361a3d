import { z } from 'zod';
import { messages } from '../messages.js';
import {
  ADMIN_PAGE_SIZES,
  FIELD_LIMITS,
  ORDER_STATUSES,
  type OrderStatus,
  SHOP_TIME_ZONE,
} from '../vocabularies.js';
import { uuidSchema } from './common.js';
import { orderSchema } from './orders.js';

/** The admin's Orders tab: its filter, pages, CSV name, delivery slips, counts and status changes. */

const pageSize = z.coerce
  .number()
  .pipe(z.union(ADMIN_PAGE_SIZES.map((size) => z.literal(size))))
  .default(ADMIN_PAGE_SIZES[0]);

/** A day of the shop's calendar (Asia/Beirut, `SHOP_TIME_ZONE`), spelled YYYY-MM-DD. */
const shopDaySchema = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, messages.invalidDay)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, messages.invalidDay);

/** The shop day (YYYY-MM-DD, Asia/Beirut) an instant falls on. */
export const shopDayOf = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The orders CSV's file name, dated by the shop's day. */
export const ordersCsvName = (date: Date) => `orders-${shopDayOf(date)}.csv`;

/** A text filter left blank is no filter (a form sends `q=`). */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Which orders the admin's Orders tab, its CSV and its delivery slips show: a status, a delivery area,
 * the days they were placed on (shop days, both ends included) and a search by order number, customer
 * name or phone.
 */
export const orderFilterShape = {
  status: z.preprocess(blankAsAbsent, z.enum(ORDER_STATUSES).optional()),
  /** The delivery area the orders name (the driver's route). */
  area: z.preprocess(blankAsAbsent, uuidSchema.optional()),
  from: z.preprocess(blankAsAbsent, shopDaySchema.optional()),
  to: z.preprocess(blankAsAbsent, shopDaySchema.optional()),
  q: z.preprocess(blankAsAbsent, z.string().trim().max(FIELD_LIMITS.addressLineMax).optional()),
};

const datesInOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const datesInOrderError = { message: messages.datesReversed, path: ['from'] };

export const orderFilterSchema = z.object(orderFilterShape).refine(datesInOrder, datesInOrderError);
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** GET /admin/orders: newest first, `limit` from the admin table's page sizes, the Orders tab's filter. */
export const adminOrdersQuerySchema = z
  .object({
    ...orderFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    limit: pageSize,
  })
  .refine(datesInOrder, datesInOrderError);

export const adminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  /**
   * Sum of totalPrice over every order the filter matches (all pages); cancelled and returned ones only
   * when asked for.
   * Each order's total is a safe integer, their sum need not be: past 2^53 it is the nearest number.
   */
  totalAmount: z.number().min(0),
  ordersCount: z.int(),
  /**
   * By order id, for the orders of the page whose account or phone number has cancelled or returned
   * orders: how many (the Orders tab marks them from CANCELLED_ORDERS_MARK on).
   */
  cancelledBefore: z.record(z.string(), z.int()),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

/** The most slips one print asks for: a day's parcels are far fewer; a wider filter says to narrow it. */
export const ORDER_SLIPS_MAX = 300;

/**
 * GET /admin/orders/slips: the filter's orders, oldest first (the order they were packed in), or only
 * the chosen ones (`id`, repeated) among them.
 */
export const orderSlipsQuerySchema = z
  .object({
    ...orderFilterShape,
    id: z.preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(uuidSchema).min(1).max(ORDER_SLIPS_MAX).optional(),
    ),
  })
  .refine(datesInOrder, datesInOrderError);

export const orderSlipsResponse = z.object({
  success: z.literal(true),
  /** At most ORDER_SLIPS_MAX. */
  orders: z.array(orderSchema),
  /** How many orders the filter matches (more than `orders` when past ORDER_SLIPS_MAX). */
  ordersCount: z.int(),
});

/** How many orders are in each status (every status present, 0 when none). */
export const orderCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.int().min(0)])) as Record<
    OrderStatus,
    z.ZodInt
  >,
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** The orders still on the shop's hands, whenever placed: to ship (Processing) and with the driver. */
export const openOrdersSchema = z.object({ Processing: z.int().min(0), Shipped: z.int().min(0) });
export type OpenOrders = z.infer<typeof openOrdersSchema>;

export const openOrdersResponse = z.object({ success: z.literal(true), open: openOrdersSchema });

export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES) });

/** GET /admin/order/:id/whatsapp: a `wa.me` link to the customer's phone with the status text. */
export const orderWhatsAppResponse = z.object({
  success: z.literal(true),
  /** The link: the customer's number in international digits (961…) and the text, encoded. */
  url: z.string(),
  /** The message, in the order's language, for the current status. */
  text: z.string(),
});
export type OrderStatusInput = z.input<typeof orderStatusSchema>;
