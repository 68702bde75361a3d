import { z } from 'zod';
import { messages } from '../messages.js';
import { LOW_STOCK_THRESHOLD_MAX, SUMMARY_DAYS_DEFAULT, SUMMARY_DAYS_MAX } from '../vocabularies.js';
import { openOrdersSchema, orderCountsSchema } from './admin-orders.js';
import { orderAreaSchema } from './delivery.js';
import { latinDigits } from './text.js';

/** GET /admin/summary?days=N: the last N shop days, today included. */
export const summaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: messages.daysOutOfRange })
    .int(messages.daysOutOfRange)
    .min(1, messages.daysOutOfRange)
    .max(SUMMARY_DAYS_MAX, messages.daysOutOfRange)
    .default(SUMMARY_DAYS_DEFAULT),
});

/** One shop day's orders, cancelled and returned ones left out (they bring no money). */
const salesDaySchema = z.object({
  date: z.string(),
  orders: z.int(),
  itemsPrice: z.number(),
  totalPrice: z.number(),
  dollarTotalPrice: z.number(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** A product option at or under the low-stock threshold. */
const lowStockOptionSchema = z.object({
  /** The product's id (its admin form). */
  product: z.string(),
  /** The option's code, or the product's when the option has none. */
  code: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.int(),
});

/** A product among the period's best sellers: pieces sold and what they brought (line prices). */
const topProductSchema = z.object({
  product: z.string(),
  code: z.string(),
  name: z.string(),
  pieces: z.int(),
  amount: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** The period's orders delivered to one area (or to none: the shop's delivery cost), and what they brought. */
const areaSalesSchema = z.object({
  area: orderAreaSchema.nullable(),
  orders: z.int(),
  totalPrice: z.number(),
  /** The delivery fees they were charged. */
  deliveryPrice: z.number(),
});
export type AreaSales = z.infer<typeof areaSalesSchema>;

export const summaryResponse = z.object({
  success: z.literal(true),
  /** One entry per day of the period, oldest first, days without orders included with zeros. */
  sales: z.array(salesDaySchema),
  /** The period's orders by their status now (cancelled ones included). */
  byStatus: orderCountsSchema,
  /** The orders to ship and on their way, whenever placed. */
  open: openOrdersSchema,
  /** Most urgent first (fewest pieces), at most LOW_STOCK_LIST_MAX. */
  lowStock: z.array(lowStockOptionSchema),
  /** How many options are at or under the threshold, counted up to LOW_STOCK_COUNT_MAX. */
  lowStockCount: z.int(),
  lowStockThreshold: z.int(),
  /** The period's best sellers by pieces, at most TOP_PRODUCTS_COUNT. */
  topProducts: z.array(topProductSchema),
  /** The period's orders and sales by delivery area, the most sales first. */
  byArea: z.array(areaSalesSchema),
});
export type SummaryResponse = z.infer<typeof summaryResponse>;

/** The threshold as a number, or as the dashboard's field types it ('5'). */
export const lowStockThresholdSchema = z.object({
  threshold: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(latinDigits(value.trim())) : value),
    z
      .number({ error: messages.lowStockThresholdInvalid })
      .int(messages.lowStockThresholdInvalid)
      .min(0, messages.lowStockThresholdInvalid)
      .max(LOW_STOCK_THRESHOLD_MAX, messages.lowStockThresholdInvalid),
  ),
});

export const lowStockThresholdResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  threshold: z.int(),
});
