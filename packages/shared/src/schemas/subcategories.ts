import { z } from 'zod';
import { format, messages } from '../messages.js';
import { MAIN_CATEGORIES } from '../vocabularies.js';
import type { SubcategoryLabels } from './catalog.js';
import { describeInput, requiredText } from './common.js';
import { TEXT_MAX, TRANSLATED_LOCALES } from './product-form.js';
import { isBlank, oneLine } from './text.js';

/** A sub-category's name in one language: bounded like its English name, blank for none. */
const subcategoryLabel = oneLine(
  z.string({ error: messages.labelsNotText }).trim().max(TEXT_MAX.subcategory, messages.productNameTooLong),
).optional();

/**
 * `labels: { ar, fr }` of a sub-category being added, the blank ones dropped. Given for a sub-category
 * the category already has, the named languages replace its labels (an admin may add them later).
 */
const subcategoryLabelsInput = z
  .object({ ar: subcategoryLabel, fr: subcategoryLabel }, { error: messages.labelsInvalid })
  .optional()
  .transform((labels) => {
    const named: SubcategoryLabels = {};
    for (const locale of TRANSLATED_LOCALES) if (labels?.[locale]) named[locale] = labels[locale];
    return named;
  });

export const subcategoryInputSchema = z.object({
  category: z.enum(MAIN_CATEGORIES, {
    error: (issue) =>
      isBlank(issue.input)
        ? messages.emptyFields
        : format(messages.unknownCategory, { name: describeInput(issue.input) }),
  }),
  name: requiredText(messages.emptyFields).max(TEXT_MAX.subcategory, messages.productNameTooLong),
  labels: subcategoryLabelsInput,
});
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>;
