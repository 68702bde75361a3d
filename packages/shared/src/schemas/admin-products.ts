import { z } from 'zod';
import { format, messages } from '../messages.js';
import { ADMIN_PAGE_SIZES, PRODUCT_STATUSES } from '../vocabularies.js';
import { KEYWORD_MAX } from './catalog.js';
import { productSchema } from './common.js';
import { productTranslationSchema } from './product-form.js';
import { waitingOptionSchema } from './stock-alerts.js';
import { numberFromText } from './text.js';

/** A product as the admin edits it: its English fields, and its translations (issue 36). */
const adminProductSchema = productSchema.extend({
  translations: z.object({
    ar: productTranslationSchema.optional(),
    fr: productTranslationSchema.optional(),
  }),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponse = z.object({ success: z.literal(true), product: adminProductSchema });

export const productWriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  product: adminProductSchema,
});
export type ProductWriteResponse = z.infer<typeof productWriteResponse>;

const pageSize = z.preprocess(
  numberFromText,
  z.union(
    ADMIN_PAGE_SIZES.map((size) => z.literal(size)),
    { error: format(messages.pageSizeInvalid, { sizes: ADMIN_PAGE_SIZES.join(', ') }) },
  ),
);
const page = z.preprocess(
  numberFromText,
  z.int({ error: messages.pageNotWhole }).min(1, messages.pageTooSmall).max(1_000_000, messages.pageTooLarge),
);

/** A table page; without `page` the admin products read is the unpaged list older clients read. */
export const adminPageQuerySchema = z.object({
  page: page.optional(),
  pageSize: pageSize.optional(),
});

export const adminProductsQuerySchema = adminPageQuerySchema.extend({
  keyword: z
    .string({ error: messages.keywordRepeated })
    .trim()
    .max(KEYWORD_MAX, format(messages.keywordTooLong, { max: KEYWORD_MAX }))
    .optional(),
});

export const adminProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  /** Products matching the keyword (all products without one). */
  productsCount: z.int(),
  /** By product id, for the page's products that shoppers wait for: how many wait for each option. */
  stockAlerts: z.record(z.string(), z.array(waitingOptionSchema)),
});

export const productStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(PRODUCT_STATUSES),
});

/** Bulk repricing's answer: the new rate (in the rate routes' shape) and how many rows changed. */
export const repriceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  dr: z.array(z.object({ value: z.number() })),
  products: z.int(),
  options: z.int(),
});
