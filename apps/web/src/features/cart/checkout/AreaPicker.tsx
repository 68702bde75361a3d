import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DeliveryArea, foldText } from '@shop/shared';
import type { HTMLAttributes, Key } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useDaysText } from '../components/deliveryDays';
import type { AddressValues } from './storage';

interface AreaPickerProps<Out> {
  control: Control<AddressValues, unknown, Out>;
  areas: readonly DeliveryArea[];
  onAreaChange(areaId: string): void;
}

/**
 * Areas whose name holds what was typed anywhere in it, however its letters are written ('بعب' finds
 * بعبدا, 'zahle' Zahlé, 'اعبدا'…): the catalogue search's fold, on both sides.
 */
const filterAreas = (areas: DeliveryArea[], { inputValue }: { inputValue: string }) => {
  const typed = foldText(inputValue.trim());
  return typed ? areas.filter((area) => foldText(area.name).includes(typed)) : areas;
};

/**
 * The delivery area, picked from the shop's list in the page's language: a combobox (MUI Autocomplete)
 * that narrows the list as the shopper types part of a name, each option with its fee and usual days.
 * Arrow keys and Enter pick; the screen reader hears the name, its fee and days. Its value is the form's
 * `areaId`; each pick also reprices the summary beside the form (`onAreaChange`).
 */
export function AreaPicker<Out>({ control, areas, onAreaChange }: AreaPickerProps<Out>) {
  const { checkout: labels } = usePageWords();
  const { message, price } = useLanguage();
  const daysText = useDaysText();
  const { field, fieldState } = useController({ control, name: 'areaId' });
  const value = areas.find((area) => area._id === field.value) ?? null;
  const error = fieldState.error?.message;
  const detail = (area: DeliveryArea) => [price(area.fee), daysText(area.days)].filter(Boolean).join(' · ');

  return (
    <Autocomplete
      options={areas as DeliveryArea[]}
      value={value}
      onChange={(_event, area) => {
        field.onChange(area?._id ?? '');
        onAreaChange(area?._id ?? '');
      }}
      onBlur={field.onBlur}
      filterOptions={filterAreas}
      getOptionLabel={(area) => area.name}
      isOptionEqualToValue={(option, picked) => option._id === picked._id}
      noOptionsText={labels.noArea}
      autoHighlight
      openOnFocus
      renderOption={({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, area) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, inlineSize: '100%' }}>
            <Typography component="span" sx={{ flex: '1 1 auto', fontWeight: 600 }}>
              {area.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {detail(area)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params: AutocompleteRenderInputParams) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={labels.area}
          required
          margin="dense"
          placeholder={labels.areaHint}
          error={error !== undefined}
          // The picked area's fee and days under it; the schema's message instead when it is missing.
          helperText={error ? message(error) : value ? detail(value) : ' '}
        />
      )}
      // Across the form's columns: the first field of the address, the one that prices it.
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
