import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { format, messages } from '../messages.js';
import {
  COLLECTION_TYPES,
  MAIN_CATEGORIES,
  OPTION_STATUSES,
  SIZES,
  SUBSUBCATEGORIES,
} from '../vocabularies.js';
import { describeInput, uuidSchema } from './common.js';
import { endsAfterStart, instantSchema } from './promotions.js';
import { isBlank, numberFromText, oneLine } from './text.js';

/**
 * The admin's product form (docs/product.md §3.9, §15). The product form's schema is the
 * one the browser form and the server route both run, so the same message reaches the admin.
 * Multipart sends every field as text: numbers, booleans and the JSON-encoded lists are read from
 * text first, and the schema then checks them like a JSON body's.
 */

/** Uploads (docs/product.md §14): what the server decodes at most, and what the form checks first. */
export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxFiles: 12 } as const;
/**
 * The largest dollar price: at the largest rate (MAX_RATE) its LBP price, 10^15, is still an exact
 * JS integer, so no price the admin can set breaks the listings or the repricing.
 */
export const MAX_DOLLAR_PRICE = 1_000_000;
export const TEXT_MAX = { code: 60, name: 200, description: 5000, subcategory: 60, color: 40 } as const;
/** The most options a product may have. */
const MAX_OPTIONS = 100;

/** A JSON-encoded list or object sent as a multipart text field. */
const jsonFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const boolFromText = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' || isBlank(value) ? false : value),
  z.boolean({ error: messages.isCheckedInvalid }),
);

const hasAtMostCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The refusals of a dollar amount: the product's price, or an option's. */
const DOLLAR_MESSAGES = {
  product: [messages.dollarPriceNotNumber, messages.dollarPriceNegative, messages.dollarPriceTooLarge],
  option: [messages.optionPriceNotNumber, messages.optionPriceNegative, messages.optionPriceTooLarge],
} as const;

/** A dollar amount of at most 2 decimals; `nullable` lets a blank stay "no price" (options). */
function dollars(of: keyof typeof DOLLAR_MESSAGES) {
  const [notNumber, negative, tooLarge] = DOLLAR_MESSAGES[of];
  return z
    .number({ error: notNumber })
    .min(0, negative)
    .max(MAX_DOLLAR_PRICE, tooLarge)
    .refine(hasAtMostCents, messages.dollarDecimals);
}

/** Any number becomes a whole percentage in 0-100 (docs/product.md §3.9: the discount rate is clamped). */
export function clampDiscount(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

const productOptionInputSchema = z.object({
  /** An existing option's id: updating in place keeps it (order lines and carts refer to options). */
  _id: uuidSchema.optional(),
  size: z.string({ error: messages.sizeNotText }).trim().default(''),
  color: z
    .string({ error: messages.colorNotText })
    .trim()
    .max(TEXT_MAX.color, messages.colorTooLong)
    .default(''),
  quantity: z.preprocess(
    (v) => (isBlank(v) ? 0 : numberFromText(v)),
    z
      .int({ error: messages.quantityNotWhole })
      .min(0, messages.quantityNegative)
      .max(1_000_000, messages.quantityTooLarge),
  ),
  doprice: z.preprocess((v) => (isBlank(v) ? null : numberFromText(v)), dollars('option').nullable()),
  optdescription: z.string().trim().max(TEXT_MAX.description, messages.optionDescriptionTooLong).default(''),
  optCode: z.string().trim().max(TEXT_MAX.code, messages.optionCodeTooLong).default(''),
  statusOpt: z.enum(OPTION_STATUSES, { error: messages.optionStatusInvalid }).default('INSTOCK'),
});
export type ProductOptionFields = z.output<typeof productOptionInputSchema>;

const productFieldsObject = z.object({
  // A code and a name are single-line fields, as the form types them.
  productId: oneLine(z.string().trim().max(TEXT_MAX.code, messages.productCodeTooLong)).default(''),
  name: oneLine(z.string().trim().max(TEXT_MAX.name, messages.productNameTooLong)).default(''),
  description: z.string().trim().max(TEXT_MAX.description, messages.descriptionTooLong).default(''),
  category: z.string().trim().default(''),
  subcategory: z.string().trim().max(TEXT_MAX.subcategory, messages.subcategoryTooLong).default(''),
  subsubcategory: z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z
      .enum(SUBSUBCATEGORIES, {
        error: (issue) => format(messages.unknownSubsubcategoryValue, { name: describeInput(issue.input) }),
      })
      .nullable(),
  ),
  collectiontype: z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z.enum(COLLECTION_TYPES, { error: messages.collectionInvalid }).nullable(),
  ),
  dollarPrice: z.preprocess((v) => (isBlank(v) ? 0 : numberFromText(v)), dollars('product')),
  discountRate: z.preprocess(
    (v) => (isBlank(v) ? 0 : numberFromText(v)),
    z.number({ error: messages.discountNotNumber }).transform(clampDiscount),
  ),
  isChecked: boolFromText,
  /** When the product's own discount runs (issue 48): blank or null is no bound on that side. */
  discountStartsAt: z.preprocess((v) => (isBlank(v) ? null : v), instantSchema.nullable()),
  discountEndsAt: z.preprocess((v) => (isBlank(v) ? null : v), instantSchema.nullable()),
  options: z.preprocess(
    (v) => (isBlank(v) ? [] : jsonFromText(v)),
    z
      .array(productOptionInputSchema, { error: messages.optionsNotList })
      .max(MAX_OPTIONS, format(messages.tooManyOptions, { max: MAX_OPTIONS })),
  ),
});
export type ProductFields = z.output<typeof productFieldsObject>;

/** The languages a product's name and description are translated into; English is the product's own. */
export const TRANSLATED_LOCALES = ['ar', 'fr'] as const satisfies readonly Exclude<Locale, 'en'>[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A product's name and description in one language (as answers carry them). */
export const productTranslationSchema = z.object({ name: z.string(), description: z.string() });
export type ProductTranslation = z.infer<typeof productTranslationSchema>;
export type ProductTranslations = Partial<Record<TranslatedLocale, ProductTranslation>>;

/** One language of the form: bounded like the English name and description, either may be left out. */
const translationInput = z
  .object({
    name: oneLine(
      z.string({ error: messages.nameNotText }).trim().max(TEXT_MAX.name, messages.productNameTooLong),
    ),
    description: z
      .string({ error: messages.descriptionNotText })
      .trim()
      .max(TEXT_MAX.description, messages.descriptionTooLong),
  })
  .partial()
  .optional();

/** Drops the languages whose name is empty: an empty name means no translation (English is shown). */
function namedTranslations(
  input: Partial<Record<TranslatedLocale, Partial<ProductTranslation> | undefined>>,
) {
  const named: ProductTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const { name = '', description = '' } = input[locale] ?? {};
    if (name) named[locale] = { name, description };
  }
  return named;
}

/**
 * `translations: { ar: { name, description }, fr: … }` of the product form (a JSON text field in a
 * multipart body). Absent: an update keeps the product's translations as they are (clients that know
 * nothing of them); given: the product has exactly the languages it names with a name.
 */
const translationsField = z.preprocess(
  (v) => (isBlank(v) ? undefined : jsonFromText(v)),
  z
    .object({ ar: translationInput, fr: translationInput }, { error: messages.translationsInvalid })
    .transform(namedTranslations)
    .optional(),
);

interface Problem {
  path: (string | number)[];
  message: string;
}

const REQUIRED_FIELDS = ['productId', 'name', 'description', 'category', 'subcategory'] as const;

/**
 * The product-form rules after the main image, in the order of
 * docs/product.md §15; the first broken one wins.
 */
function fieldsProblem(v: ProductFields): Problem | undefined {
  const empty = REQUIRED_FIELDS.find((field) => v[field] === '');
  if (empty) return { path: [empty], message: messages.emptyFields };
  if (!(MAIN_CATEGORIES as readonly string[]).includes(v.category)) {
    return { path: ['category'], message: format(messages.unknownCategory, { name: v.category }) };
  }
  if (v.options.length === 0) return { path: ['options'], message: messages.optionRequired };
  const sizeless = v.options.findIndex((option) => option.size === '');
  if (sizeless >= 0) return { path: ['options', sizeless, 'size'], message: messages.optionsNeedSize };
  const unknown = v.options.findIndex((option) => !(SIZES as readonly string[]).includes(option.size));
  if (unknown >= 0) {
    const name = v.options[unknown]?.size ?? '';
    return { path: ['options', unknown, 'size'], message: format(messages.unknownSize, { name }) };
  }
  if (!endsAfterStart({ startsAt: v.discountStartsAt, endsAt: v.discountEndsAt }))
    return { path: ['discountEndsAt'], message: messages.windowReversed };
  // Two options of one size and colour: a cart line and an order line could not tell which is meant.
  const seen = new Set<string>();
  const twice = v.options.findIndex(({ size, color }) => {
    const key = `${size}\n${color.toLowerCase()}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  if (twice >= 0) {
    const option = [v.options[twice]?.size, v.options[twice]?.color].filter(Boolean).join(' ');
    return { path: ['options', twice, 'color'], message: format(messages.duplicateOption, { option }) };
  }
  return undefined;
}

function report(problem: Problem | undefined, ctx: z.RefinementCtx) {
  if (problem) ctx.addIssue({ code: 'custom', ...problem });
}

/** One image list entry is whatever the side holds: a File or an existing image (browser), bytes or a data URL (server). */
const imageList = z.preprocess(
  (v) => (isBlank(v) ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.unknown())
    .max(IMAGE_LIMITS.maxFiles, format(messages.tooManyImages, { max: IMAGE_LIMITS.maxFiles })),
);

/**
 * The new/update product form and `POST /admin/product/new`: 'Select Main Image' when there is no
 * image, then 'Empty Fields!', 'Required 1 option minimum', 'All options must have size'.
 */
export const productFormSchema = productFieldsObject
  .extend({ images: imageList, translations: translationsField })
  .superRefine((v, ctx) =>
    report(
      v.images.length === 0 ? { path: ['images'], message: messages.selectMainImage } : fieldsProblem(v),
      ctx,
    ),
  );
export type ProductFormValues = z.output<typeof productFormSchema>;

/**
 * `PUT /admin/products/:id`: the same fields; `images` are the new uploads, `idss` the public ids of
 * existing images to remove, and `imageOrder` the final order, each entry an existing public id or
 * `upload:<n>` for the n-th new upload (default: kept images, then uploads). The server applies the
 * main-image rule to what remains, since only it knows the existing images.
 */
export const productUpdateSchema = productFieldsObject
  .extend({
    images: imageList,
    translations: translationsField,
    idss: z.preprocess(
      (v) => (isBlank(v) ? [] : jsonFromText(v)),
      z.array(z.string().max(200), { error: messages.removedImagesInvalid }).max(100),
    ),
    imageOrder: z.preprocess(
      (v) => (isBlank(v) ? undefined : jsonFromText(v)),
      z.array(z.string().max(200), { error: messages.imageOrderNotList }).max(100).optional(),
    ),
  })
  .superRefine((v, ctx) => report(fieldsProblem(v), ctx));
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;

export const UPLOAD_REF_PREFIX = 'upload:';

/** 'Please fill size' when the options editor may not add another option yet (docs/product.md §15). */
export function addOptionProblem(options: readonly { size?: string }[]): string | undefined {
  const last = options.at(-1);
  return last && isBlank(last.size) ? messages.fillSize : undefined;
}
