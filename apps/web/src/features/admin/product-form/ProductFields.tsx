import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  type CategoryNode,
  COLLECTION_TYPES,
  clampDiscount,
  directionOf,
  format,
  lbpFromDollars,
  MAIN_CATEGORIES,
  type SubcategoryInput,
  subcategoryInputSchema,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@shop/shared';
import { type KeyboardEvent, useEffect } from 'react';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { useCategories } from '../../../lib/categories';
import { FormSelectField, FormTextField, useSchemaForm } from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { type Language, useLanguage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useAddSubcategory } from '../api/products';
import { ShopTimeField } from '../components/ShopTimeField';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import type { ProductFormFields } from './formValues';
import { ProductTexts } from './ProductTexts';

type FormControl = Control<ProductFormFields, unknown, unknown>;
type SetValue = UseFormSetValue<ProductFormFields>;

type VocabularyGroup = Parameters<Language['term']>[0];

/** A select's choices: each value (the canonical English one) named in the page's language. */
function useChoices() {
  const { term } = useLanguage();
  return (group: VocabularyGroup, values: readonly string[]) =>
    values.map((value) => ({ value, label: term(group, value) }));
}

/** Category → sub-category → sub-sub-category, each from the vocabularies the server holds. */
function CategorySelects({ control, setValue }: { control: FormControl; setValue: SetValue }) {
  const { admin: l } = useAdminWords();
  const choices = useChoices();
  const { term } = useLanguage();
  const { data: tree } = useCategories();
  const [category, subcategory, subsubcategory] = useWatch({
    control,
    name: ['category', 'subcategory', 'subsubcategory'],
  });
  const subs = tree?.find((node) => node.name === category)?.subcategories ?? [];
  const leaves = subs.find((sub) => sub.name === subcategory)?.subsubcategories ?? [];
  // A choice that the level above no longer offers is cleared (once the tree has loaded).
  useEffect(() => {
    if (!tree) return;
    if (subcategory && !subs.some((sub) => sub.name === subcategory)) setValue('subcategory', '');
    if (subsubcategory && !leaves.includes(subsubcategory)) setValue('subsubcategory', '');
  }, [tree, subs, leaves, subcategory, subsubcategory, setValue]);
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="category"
          label={l.category}
          options={choices('categories', MAIN_CATEGORIES)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="subcategory"
          label={l.subcategory}
          options={subs.map((sub) => ({
            value: sub.name,
            label: term('subcategories', sub.name, sub.labels),
          }))}
          disabled={subs.length === 0}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="subsubcategory"
          label={l.subsubcategory}
          options={[{ value: '', label: l.none }, ...choices('subsubcategories', leaves)]}
          disabled={leaves.length === 0}
        />
      </Grid>
    </>
  );
}

/** The new sub-category's own form holds its names; the category is the product form's. */
const newSubcategorySchema = subcategoryInputSchema.pick({ name: true, labels: true });

/**
 * Adds a sub-category to the chosen category (PUT /subcategories) and picks it, with its names in Arabic
 * and French (the catalogues name only the shop's own sub-categories). A name the category already has,
 * in any case, is picked; names typed with it replace its labels. A small form of its own (inside the
 * product form's element, so Enter and the button submit it, never the product form); it is disabled
 * until a category is chosen, and the server checks the category.
 */
function NewSubcategory({ category, onPicked }: { category: string; onPicked(name: string): void }) {
  const { admin: l } = useAdminWords();
  const add = useAddSubcategory();
  const act = useAdminAction();
  const toast = useToast();
  const { data: tree } = useCategories();
  const form = useSchemaForm(schemaResolver(newSubcategorySchema), {
    defaultValues: { name: '', labels: { ar: '', fr: '' } },
  });

  const named = (nodes: readonly CategoryNode[] | undefined, name: string) =>
    nodes
      ?.find((node) => node.name === category)
      ?.subcategories.find((sub) => sub.name.toLowerCase() === name.toLowerCase())?.name;
  const submit = form.onSubmit(async ({ name, labels }) => {
    const known = named(tree, name);
    const labelled = Object.keys(labels).length > 0;
    const input = { category: category as SubcategoryInput['category'], name, labels };
    let answer: { data: CategoryNode[] } | undefined;
    if (known && !labelled) toast.success(format(l.subcategoryPicked, { name: known }));
    else {
      const said = known
        ? format(l.subcategoryLabelsSaved, { name: known })
        : format(l.subcategoryAdded, { name });
      answer = await act(() => add.mutateAsync(input), said);
    }
    const picked = known ?? named(answer?.data, name);
    if (!picked) return;
    onPicked(picked);
    form.reset();
  });
  // Enter adds the sub-category; it must not submit the product form around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };
  const field = { control: form.control, disabled: !category, onKeyDown, sx: { flex: '1 1 12rem' } };
  const nameIn: Record<TranslatedLocale, string> = { ar: l.subcategoryArabic, fr: l.subcategoryFrench };

  return (
    <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <FormTextField {...field} name="name" label={l.newSubcategory} />
      {/* Each name typed in its own direction, whatever the page's. */}
      {TRANSLATED_LOCALES.map((locale) => (
        <FormTextField
          {...field}
          key={locale}
          name={`labels.${locale}`}
          label={nameIn[locale]}
          slotProps={{ htmlInput: { dir: directionOf(locale), lang: locale } }}
        />
      ))}
      <Button
        variant="outlined"
        onClick={() => void submit()}
        loading={add.isPending}
        disabled={!category}
        sx={{ blockSize: 56 }}
      >
        {l.addSubcategory}
      </Button>
    </Grid>
  );
}

/** The discount rate, clamped to 0-100 when the field is left (docs/product.md §3.9). */
function DiscountField({ control }: { control: FormControl }) {
  const { admin: l } = useAdminWords();
  const { field } = useController({ control, name: 'discountRate' });
  return (
    <FormTextField
      control={control}
      name="discountRate"
      label={l.discountRate}
      inputMode="numeric"
      onBlurCapture={() => field.onChange(String(clampDiscount(Number(field.value || 0))))}
    />
  );
}

function LbpPrice({ control, rate }: { control: FormControl; rate: number }) {
  const { admin: l } = useAdminWords();
  const { price, amount } = useLanguage();
  const dollars = useWatch({ control, name: 'dollarPrice' });
  const value = Number(dollars);
  const shown =
    dollars.trim() !== '' && Number.isFinite(value) && value >= 0 ? price(lbpFromDollars(value, rate)) : '';
  return (
    <TextField
      label={l.lbpPrice}
      value={shown}
      fullWidth
      slotProps={{ input: { readOnly: true } }}
      helperText={format(l.lbpPriceHelp, { rate: amount(rate) })}
      data-testid="lbp-price"
    />
  );
}

/** The product's own fields (docs/product.md §4). */
export function ProductFields({
  control,
  setValue,
  rate,
}: {
  control: FormControl;
  setValue: SetValue;
  rate: number;
}) {
  const { admin: l } = useAdminWords();
  const choices = useChoices();
  const { field: checked } = useController({ control, name: 'isChecked' });
  const category = useWatch({ control, name: 'category' });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="productId" label={l.productCode} />
      </Grid>
      <Grid size={12}>
        <ProductTexts control={control} />
      </Grid>
      <CategorySelects control={control} setValue={setValue} />
      <NewSubcategory
        category={category}
        onPicked={(name) => setValue('subcategory', name, { shouldDirty: true, shouldValidate: true })}
      />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="collectiontype"
          label={l.collectiontype}
          options={[{ value: '', label: l.none }, ...choices('collections', COLLECTION_TYPES)]}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="dollarPrice" label={l.dollarPrice} inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <LbpPrice control={control} rate={rate} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <DiscountField control={control} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormControlLabel
          control={
            <Checkbox checked={checked.value} onChange={(event) => checked.onChange(event.target.checked)} />
          }
          label={l.discountActive}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ShopTimeField
          control={control}
          name="discountStartsAt"
          label={l.discountStartsAt}
          helperText={l.discountWindowHelp}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ShopTimeField
          control={control}
          name="discountEndsAt"
          label={l.discountEndsAt}
          helperText={l.discountWindowHelp}
        />
      </Grid>
    </Grid>
  );
}
