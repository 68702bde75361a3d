import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { format, MAIN_CATEGORIES, type SaleFields, type SaleFormValues, saleFormSchema } from '@shop/shared';
import { useId } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { useCategories } from '../../../lib/categories';
import {
  FormErrorSnackbar,
  FormSelectField,
  FormTextField,
  leftToRightInput,
  useSchemaForm,
} from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage } from '../../../lib/i18n';
import { ShopTimeField } from '../components/ShopTimeField';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useAddSale } from './api';

// The text the inputs hold is the schema's input; its output is what the server receives.
const resolver: Resolver<SaleFormValues, unknown, SaleFields> = schemaResolver(saleFormSchema);

const EMPTY: SaleFormValues = {
  name: '',
  percent: '',
  category: '',
  subcategory: '',
  startsAt: '',
  endsAt: '',
};

/**
 * A new sale: its name, the percentage, what it is on (a category, a sub-category in it or in every
 * category, or the whole shop) and its window in Beirut's time. The shared schema checks it.
 */
export function SaleDialog({ onClose }: { onClose(): void }) {
  const { promotions: l, admin } = useAdminWords();
  // An empty choice is a choice here (every category): it is shown, under a label that stays up.
  const showEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
  const { dir, term } = useLanguage();
  const titleId = useId();
  const add = useAddSale();
  const act = useAdminAction();
  const { data: tree } = useCategories();
  const form = useSchemaForm(resolver, { defaultValues: EMPTY });
  const { control } = form;
  const category = useWatch({ control, name: 'category' });
  // Sub-categories of the category chosen, or of every category (a name once).
  const subcategories = [
    ...new Map(
      (tree ?? [])
        .filter((node) => !category || node.name === category)
        .flatMap((node) =>
          node.subcategories.map((sub) => [sub.name, term('subcategories', sub.name, sub.labels)]),
        ),
    ),
  ];

  const submit = form.onSubmit(async (sale) => {
    if (await act(() => add.mutateAsync(sale), format(l.saleAdded, { name: sale.name }))) onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{l.newSaleTitle}</DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2} sx={{ paddingBlockStart: 1 }}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={control} name="name" label={l.saleName} required margin="dense" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="percent"
                label={l.salePercent}
                required
                margin="dense"
                slotProps={{ htmlInput: { inputMode: 'numeric', ...leftToRightInput(dir) } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="category"
                label={l.scope}
                margin="dense"
                slotProps={showEmpty}
                options={[
                  { value: '', label: l.anyCategory },
                  ...MAIN_CATEGORIES.map((value) => ({ value, label: term('categories', value) })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="subcategory"
                label={admin.subcategory}
                margin="dense"
                slotProps={showEmpty}
                options={[
                  { value: '', label: l.anySubcategory },
                  ...subcategories.map(([value, label]) => ({ value, label })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ShopTimeField control={control} name="startsAt" label={l.startsAt} required margin="dense" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ShopTimeField control={control} name="endsAt" label={l.endsAt} required margin="dense" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{l.cancel}</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {l.create}
          </Button>
        </DialogActions>
      </form>
      <FormErrorSnackbar {...form.errorSnackbar} />
    </Dialog>
  );
}
