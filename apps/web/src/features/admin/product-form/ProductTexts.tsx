import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { directionOf, LANGUAGE_NAMES, LOCALES, type Locale } from '@shop/shared';
import { useId, useState } from 'react';
import { type Control, type FieldPath, useFormState } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms';
import { useAdminWords } from '../useAdminWords';
import type { ProductFormFields } from './formValues';

type FormControl = Control<ProductFormFields, unknown, unknown>;

/** The form fields holding a language's name and description. */
function fieldsOf(locale: Locale): {
  name: FieldPath<ProductFormFields>;
  description: FieldPath<ProductFormFields>;
} {
  return locale === 'en'
    ? { name: 'name', description: 'description' }
    : { name: `translations.${locale}.name`, description: `translations.${locale}.description` };
}

/**
 * The product's name and description in English, Arabic and French, one tab each (Arabic typed right to
 * left, the others left to right). A tab whose fields the schema refuses is marked, so an error in a hidden language is found.
 */
export function ProductTexts({ control }: { control: FormControl }) {
  const { admin: l } = useAdminWords();
  const [shown, setShown] = useState<Locale>('en');
  const { errors } = useFormState({ control, name: ['name', 'description', 'translations'] });
  const id = useId();
  const refused = (locale: Locale) =>
    locale === 'en' ? Boolean(errors.name || errors.description) : Boolean(errors.translations?.[locale]);
  const { name, description } = fieldsOf(shown);
  // Each language typed in its own direction, whatever the page's (English on an Arabic page too).
  const written = { htmlInput: { dir: directionOf(shown), lang: shown } };
  return (
    <Box>
      <Tabs value={shown} onChange={(_, locale: Locale) => setShown(locale)} aria-label={l.productTexts}>
        {/* English is the product's own name and description; the others are optional (English shown). */}
        {LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            label={LANGUAGE_NAMES[locale]}
            lang={locale}
            id={`${id}-${locale}`}
            aria-controls={`${id}-panel`}
            sx={refused(locale) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${shown}`}
        sx={{ display: 'grid', gap: 1, paddingBlockStart: 2 }}
      >
        {/* Keyed by language: each tab's fields are inputs of their own. */}
        <FormTextField key={name} control={control} name={name} label={l.productName} slotProps={written} />
        <FormTextField
          key={description}
          control={control}
          name={description}
          label={l.description}
          multiline
          minRows={3}
          slotProps={written}
        />
      </Box>
    </Box>
  );
}
