import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, lowStockThresholdSchema, paths, type SummaryResponse } from '@shop/shared';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormErrorSnackbar, FormTextField, SubmitButton, useSchemaForm } from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage } from '../../../lib/i18n';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useSetLowStockThreshold } from './api';

/** The threshold's field: what the admin types, checked by the API's own schema. */
function ThresholdForm({ current }: { current: number }) {
  const { home: l } = useAdminWords();
  const save = useSetLowStockThreshold();
  const act = useAdminAction();
  const { control, onSubmit, reset, errorSnackbar } = useSchemaForm(schemaResolver(lowStockThresholdSchema), {
    defaultValues: { threshold: String(current) },
  });
  useEffect(() => reset({ threshold: String(current) }), [current, reset]);
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', marginBlockStart: 2 }}
      onSubmit={onSubmit(({ threshold }) => void act(() => save.mutateAsync(threshold)))}
    >
      <FormTextField
        control={control}
        name="threshold"
        label={l.threshold}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxInlineSize: 200 }}
      />
      <SubmitButton busy={save.isPending} size="medium" gap="flush">
        {l.save}
      </SubmitButton>
      <FormErrorSnackbar {...errorSnackbar} />
    </Stack>
  );
}

/** The options running out, the fewest pieces first, each opening its product's form. */
export function LowStockCard({ summary }: { summary: Omit<SummaryResponse, 'success'> | undefined }) {
  const { home: l } = useAdminWords();
  const { plural, term } = useLanguage();
  const more = summary ? summary.lowStockCount - summary.lowStock.length : 0;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h3">
          {l.lowStock}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary ? (
            format(l.lowStockHelp, { threshold: summary.lowStockThreshold })
          ) : (
            <Skeleton width="60%" />
          )}
        </Typography>
        {!summary && <Skeleton variant="rounded" height={120} />}
        {summary?.lowStock.length === 0 && (
          <Typography sx={{ marginBlockStart: 1 }}>{l.noLowStock}</Typography>
        )}
        {summary && summary.lowStock.length > 0 && (
          <List dense aria-label={l.lowStock} sx={{ maxBlockSize: 320, overflowY: 'auto' }}>
            {summary.lowStock.map((option) => (
              <ListItem
                key={`${option.product}/${option.size}/${option.color}`}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    color={option.quantity === 0 ? 'error' : 'warning'}
                    variant={option.quantity === 0 ? 'filled' : 'outlined'}
                    label={format(l.left, { count: option.quantity })}
                  />
                }
                sx={{ paddingInlineEnd: 12 }}
              >
                <Stack sx={{ minInlineSize: 0 }}>
                  <Link
                    component={RouterLink}
                    to={paths.adminProduct(option.product)}
                    aria-label={format(l.edit, { name: option.name })}
                    noWrap
                  >
                    {option.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {option.code && (
                      <>
                        <bdi dir="ltr">{option.code}</bdi>
                        {' · '}
                      </>
                    )}
                    {[term('sizes', option.size), term('colors', option.color)].filter(Boolean).join(' · ')}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        {more > 0 && (
          <Typography variant="body2" color="text.secondary">
            {plural(l.lowStockMore, more)}
          </Typography>
        )}
        {summary && <ThresholdForm current={summary.lowStockThreshold} />}
      </CardContent>
    </Card>
  );
}
