import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid, { type GridProps } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type AdminDeliveryArea,
  type AdminWords,
  type AreaFormValues,
  areaFormSchema,
  directionOf,
  format,
  type NewArea,
} from '@shop/shared';
import { Fragment, useId } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  FormErrorSnackbar,
  FormSwitchField,
  FormTextField,
  leftToRightInput,
  useSchemaForm,
} from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage } from '../../../lib/i18n';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useAddArea, useChangeArea } from './api';

// The text the inputs hold is the schema's input; its output is what the server receives.
const resolver: Resolver<AreaFormValues, unknown, NewArea> = schemaResolver(areaFormSchema);

type DeliveryWords = AdminWords['delivery'];
/** The words of the tab that are plain text (not plurals). */
type Label = { [K in keyof DeliveryWords]: DeliveryWords[K] extends string ? K : never }[keyof DeliveryWords];

/**
 * The form's text fields in their order: the names (each typed in its language's direction), then the
 * fee and the days (Latin digits, left to right); a note under the last of a group.
 */
const FIELDS: {
  name: 'names.en' | 'names.ar' | 'names.fr' | 'fee' | 'days.min' | 'days.max';
  label: Label;
  size: GridProps['size'];
  required?: boolean;
  input: 'en' | 'ar' | 'fr' | 'number';
  note?: Label;
}[] = [
  { name: 'names.en', label: 'nameEn', size: 12, required: true, input: 'en' },
  { name: 'names.ar', label: 'nameAr', size: { xs: 12, sm: 6 }, input: 'ar' },
  { name: 'names.fr', label: 'nameFr', size: { xs: 12, sm: 6 }, input: 'fr', note: 'translationHelp' },
  { name: 'fee', label: 'feeLbp', size: { xs: 12, sm: 4 }, required: true, input: 'number' },
  { name: 'days.min', label: 'daysMin', size: { xs: 6, sm: 4 }, input: 'number' },
  { name: 'days.max', label: 'daysMax', size: { xs: 6, sm: 4 }, input: 'number', note: 'daysHelp' },
];

const valuesOf = (area: AdminDeliveryArea | undefined): AreaFormValues => ({
  names: { en: area?.names.en ?? '', ar: area?.names.ar ?? '', fr: area?.names.fr ?? '' },
  fee: area ? String(area.fee) : '',
  days: { min: area?.days ? String(area.days.min) : '', max: area?.days ? String(area.days.max) : '' },
  active: area?.active ?? true,
});

interface AreaDialogProps {
  /** The area to edit; undefined: a new one. */
  area: AdminDeliveryArea | undefined;
  open: boolean;
  onClose(): void;
}

/**
 * A delivery area's form, new or edited: its names in the three languages (English required), its fee,
 * its usual days and whether the shop delivers there. The shared schema checks it, with the API's
 * messages under the fields; the server's refusal (a name another area has) is the error toast.
 */
export function AreaDialog({ area, open, onClose }: AreaDialogProps) {
  const { delivery: l } = useAdminWords();
  const { dir } = useLanguage();
  const titleId = useId();
  const add = useAddArea();
  const change = useChangeArea();
  const act = useAdminAction();
  const form = useSchemaForm(resolver, { defaultValues: valuesOf(area) });
  const { control } = form;
  const busy = add.isPending || change.isPending;

  const submit = form.onSubmit(async (payload) => {
    const name = payload.names.en;
    const done = area
      ? await act(() => change.mutateAsync({ id: area._id, change: payload }), format(l.saved, { name }))
      : await act(() => add.mutateAsync(payload), format(l.added, { name }));
    if (done) onClose();
  });

  // Names in a language of the other direction are typed in theirs.
  const nameInput = (locale: 'en' | 'ar' | 'fr') =>
    directionOf(locale) === dir ? {} : { htmlInput: { dir: directionOf(locale) } };
  const numeric = { htmlInput: { inputMode: 'numeric' as const, ...leftToRightInput(dir) } };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {area ? format(l.editTitle, { name: area.names.en }) : l.newTitle}
        </DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2}>
            {FIELDS.map(({ name, label, size, required, input, note }) => (
              <Fragment key={name}>
                <Grid size={size}>
                  <FormTextField
                    control={control}
                    name={name}
                    label={l[label]}
                    required={required}
                    margin="dense"
                    slotProps={input === 'number' ? numeric : nameInput(input)}
                  />
                </Grid>
                {note && (
                  <Grid size={12}>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ marginBlockEnd: 1 }}
                    >
                      {l[note]}
                    </Typography>
                  </Grid>
                )}
              </Fragment>
            ))}
            <Grid size={12}>
              <FormSwitchField control={control} name="active" label={l.delivered} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{l.cancel}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {area ? l.save : l.create}
          </Button>
        </DialogActions>
      </form>
      <FormErrorSnackbar {...form.errorSnackbar} />
    </Dialog>
  );
}
