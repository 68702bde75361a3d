import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type AdminDeliveryArea,
  type AreaFormValues,
  areaFormSchema,
  directionOf,
  format,
  type NewArea,
} from '@shop/shared';
import { useId } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { FormErrorSnackbar, FormTextField, leftToRightInput, useSchemaForm } from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage } from '../../../lib/i18n';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useAddArea, useChangeArea } from './api';

// The text the inputs hold is the schema's input; its output is what the server receives.
const resolver: Resolver<AreaFormValues, unknown, NewArea> = schemaResolver(areaFormSchema);

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
            <Grid size={12}>
              <FormTextField
                control={control}
                name="names.en"
                label={l.nameEn}
                required
                margin="dense"
                slotProps={nameInput('en')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="names.ar"
                label={l.nameAr}
                margin="dense"
                slotProps={nameInput('ar')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="names.fr"
                label={l.nameFr}
                margin="dense"
                slotProps={nameInput('fr')}
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockEnd: 1 }}>
                {l.translationHelp}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="fee"
                label={l.feeLbp}
                required
                margin="dense"
                slotProps={numeric}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormTextField
                control={control}
                name="days.min"
                label={l.daysMin}
                margin="dense"
                slotProps={numeric}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormTextField
                control={control}
                name="days.max"
                label={l.daysMax}
                margin="dense"
                slotProps={numeric}
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="caption" color="text.secondary" component="p">
                {l.daysHelp}
              </Typography>
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={l.delivered}
                  />
                )}
              />
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
