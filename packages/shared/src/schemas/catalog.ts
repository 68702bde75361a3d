import { z } from 'zod';
import {
  COLLECTION_TYPES,
  COLOR_NAMES,
  LISTING_SORTS,
  MAIN_CATEGORIES,
  SIZES,
  SUBSUBCATEGORIES,
} from '../vocabularies.js';
import { describeInput, productSchema, reviewSchema } from './common.js';

/**
 * The catalogue's query and response payloads. The listing keeps the Mongo-style parameter
 * names ('price[gte]', 'options[$elemMatch][color]', ...) as literal keys: that is how a query string
 * arrives on the server, and how the browser builds it.
 */

/** The largest page and price bound accepted: far beyond any real catalogue, well inside SQL bigint. */
const MAX_PAGE = 1_000_000;
const MAX_PRICE_BOUND = 1_000_000_000_000_000;
export const KEYWORD_MAX = 100;
/** Suggestions start at this many characters; shorter text answers an empty list. */
export const SUGGEST_MIN_LENGTH = 2;

/** A query value given once; blank counts as absent, so a form can send its empty fields. */
const single = (name: string) =>
  z
    .string({ error: `${name} must be given once` })
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function numberParam(name: string, min: number, max: number, integer = false) {
  const number = z.coerce
    .number<string>({ error: `${name} must be a number` })
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);
  return single(name).pipe((integer ? number.int(`${name} must be a whole number`) : number).optional());
}

function vocabularyParam(name: string, values: readonly string[]) {
  return single(name).pipe(
    z
      .enum(values as [string, ...string[]], {
        error: (issue) => `Unknown ${name}: ${describeInput(issue.input)}`,
      })
      .optional(),
  );
}

export const productListQuerySchema = z.object({
  keyword: single('keyword').pipe(
    z.string().max(KEYWORD_MAX, `keyword must be at most ${KEYWORD_MAX} characters`).optional(),
  ),
  page: numberParam('page', 1, MAX_PAGE, true).transform((page) => page ?? 1),
  'price[gte]': numberParam('price[gte]', 0, MAX_PRICE_BOUND),
  'price[lte]': numberParam('price[lte]', 0, MAX_PRICE_BOUND),
  'ratings[gte]': numberParam('ratings[gte]', 0, 5),
  'ratings[lte]': numberParam('ratings[lte]', 0, 5),
  category: vocabularyParam('category', MAIN_CATEGORIES),
  // Sub-categories are rows the admin can extend (PUT /subcategories), so any name is a valid filter.
  subcategory: single('subcategory').pipe(z.string().max(60, 'subcategory is too long').optional()),
  subsubcategory: vocabularyParam('subsubcategory', SUBSUBCATEGORIES),
  'options[$elemMatch][color]': vocabularyParam('color', COLOR_NAMES),
  'options[$elemMatch][size]': vocabularyParam('size', SIZES),
  collectiontype: vocabularyParam('collectiontype', COLLECTION_TYPES),
  /** `true`: only products with a discount running now (issue 48); anything else but absent is refused. */
  onSale: single('onSale').pipe(
    z
      .enum(['true', 'false'], { error: 'onSale must be true or false' })
      .optional()
      .transform((value) => value === 'true' || undefined),
  ),
  /** The order: newest first (the default), or by the price the shopper pays now. */
  sort: single('sort').pipe(
    z.enum(LISTING_SORTS, { error: (issue) => `Unknown sort: ${describeInput(issue.input)}` }).optional(),
  ),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  productsCount: z.number().int(),
  filteredProductCount: z.number().int(),
  resPerPage: z.number().int(),
  maxPrice: z.number(),
  /**
   * A keyword that found nothing: the same search with its unknown words replaced by the closest
   * catalogue words, each of which finds something (at most 3; absent when there is none).
   */
  didYouMean: z.array(z.string()).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const suggestQuerySchema = z.object({
  q: z
    .string({ error: 'q must be given once' })
    .default('')
    .transform((q) => q.trim())
    .pipe(z.string().max(KEYWORD_MAX, `q must be at most ${KEYWORD_MAX} characters`)),
});

const suggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  productId: z.string(),
  /** The first image's smallest variant, for a thumbnail; null when the product has no image. */
  image: z.string().nullable(),
  /** The price its card shows: after the discount, when one is active. */
  price: z.number(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(suggestionSchema),
});

export const productsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});

/** A product as its page shows it: the Product of docs/product.md §4 with its reviews, newest first. */
const productDetailSchema = productSchema.extend({ reviews: z.array(reviewSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productDetailSchema });

export const productIdParamsSchema = z.object({ id: z.string() });

const productLinkSchema = suggestionSchema.omit({ price: true });

export const productLinksResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productLinkSchema),
});

/**
 * A sub-category's Arabic and French names, as the admin who added it typed them. The web catalogues
 * name the shop's own sub-categories; these name the ones an admin adds (absent when none was given).
 */
const subcategoryLabelsSchema = z.object({ ar: z.string(), fr: z.string() }).partial();
export type SubcategoryLabels = z.infer<typeof subcategoryLabelsSchema>;

const categoryNodeSchema = z.object({
  name: z.string(),
  subcategories: z.array(
    z.object({
      name: z.string(),
      labels: subcategoryLabelsSchema.optional(),
      subsubcategories: z.array(z.string()),
    }),
  ),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(categoryNodeSchema),
});

export const colorsResponseSchema = z.object({
  success: z.literal(true),
  colors: z.array(z.object({ value: z.string(), label: z.string() })),
});
