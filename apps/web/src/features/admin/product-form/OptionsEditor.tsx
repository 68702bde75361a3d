import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addOptionProblem, COLOR_NAMES, colorValue, format, lbpFromDollars, SIZES } from '@shop/shared';
import { useMemo } from 'react';
import { type Control, useController, useFieldArray, useWatch } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { useAdminWords } from '../useAdminWords';
import { emptyOption, type ProductFormFields } from './formValues';

type FormControl = Control<ProductFormFields, unknown, unknown>;

/**
 * A colour from the 31 swatches, or any raw value (docs/product.md §4.1: an unknown name is a raw colour).
 * The list and the field show a colour's name in the page's language; the form keeps its canonical English
 * name (a typed translation is read back to it).
 */
function ColorField({ control, index }: { control: FormControl; index: number }) {
  const { admin: l } = useAdminWords();
  const { term } = useLanguage();
  const { field } = useController({ control, name: `options.${index}.color` });
  const canonical = useMemo(
    () => new Map(COLOR_NAMES.map((name) => [term('colors', name).toLowerCase(), name])),
    [term],
  );
  return (
    <Autocomplete
      freeSolo
      options={COLOR_NAMES}
      value={field.value}
      getOptionLabel={(option) => term('colors', option)}
      onInputChange={(_event, value) => field.onChange(canonical.get(value.trim().toLowerCase()) ?? value)}
      noOptionsText={l.noColors}
      openText={l.openColors}
      closeText={l.closeColors}
      clearText={l.clearColor}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box
            component="span"
            sx={{
              inlineSize: 16,
              blockSize: 16,
              borderRadius: '50%',
              border: 1,
              borderColor: 'divider',
              marginInlineEnd: 1,
              backgroundColor: colorValue(option),
            }}
          />
          {term('colors', option)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={l.color} helperText=" " onBlur={field.onBlur} />}
    />
  );
}

/** The option's LBP price: its dollar price × the current rate, read-only (docs/product.md §5). */
function OptionLbp({ control, index, rate }: { control: FormControl; index: number; rate: number }) {
  const { admin: l } = useAdminWords();
  const { price } = useLanguage();
  const dollars = useWatch({ control, name: `options.${index}.doprice` });
  const value = Number(dollars);
  const shown =
    dollars.trim() !== '' && Number.isFinite(value) && value >= 0 ? price(lbpFromDollars(value, rate)) : '';
  return (
    <TextField
      label={l.optionLbpPrice}
      value={shown}
      fullWidth
      slotProps={{ input: { readOnly: true } }}
      helperText=" "
    />
  );
}

/** The per-size/colour options: add ('Please fill size' while the last has none), edit, remove. */
export function OptionsEditor({
  control,
  rate,
  onProblem,
}: {
  control: FormControl;
  rate: number;
  onProblem(message: string): void;
}) {
  const { admin: l } = useAdminWords();
  const { message, term } = useLanguage();
  const sizeOptions = SIZES.map((size) => ({ value: size, label: term('sizes', size) }));
  const statusOptions = [
    { value: 'INSTOCK', label: l.inStock },
    { value: 'OUTSTOCK', label: l.optionOutOfStock },
  ];
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const options = useWatch({ control, name: 'options' });
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2">
        {l.options}
      </Typography>
      {fields.map((item, index) => (
        <Paper
          key={item.id}
          variant="outlined"
          sx={{ padding: 2 }}
          aria-label={format(l.optionN, { n: index + 1 })}
          role="group"
        >
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormSelectField
                control={control}
                name={`options.${index}.size`}
                label={l.size}
                options={sizeOptions}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <ColorField control={control} index={index} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                control={control}
                name={`options.${index}.quantity`}
                label={l.quantity}
                inputMode="numeric"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                control={control}
                name={`options.${index}.doprice`}
                label={l.optionDollarPrice}
                inputMode="decimal"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <OptionLbp control={control} index={index} rate={rate} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FormTextField
                control={control}
                name={`options.${index}.optdescription`}
                label={l.optionDescription}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormTextField control={control} name={`options.${index}.optCode`} label={l.optionCode} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormSelectField
                control={control}
                name={`options.${index}.statusOpt`}
                label={l.optionStatus}
                options={statusOptions}
              />
            </Grid>
            <Grid
              size={{ xs: 12, md: 1 }}
              sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}
            >
              <IconButton
                color="error"
                onClick={() => remove(index)}
                aria-label={format(l.removeOption, { n: index + 1 })}
              >
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        </Paper>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          const problem = addOptionProblem(options);
          if (problem) onProblem(message(problem));
          else append(emptyOption());
        }}
      >
        {l.addOption}
      </Button>
    </Stack>
  );
}
