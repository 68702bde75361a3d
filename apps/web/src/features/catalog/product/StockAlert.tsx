import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { stockAlertSchema } from '@shop/shared';
import { useId } from 'react';
import { FormTextField, SubmitButton, useSchemaForm } from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { usePageWords } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useAskStockAlert } from './api/askStockAlert';

interface StockAlertProps {
  productId: string;
  size: string;
  color: string;
}

/**
 * "Tell me when it's back" for the sold-out size and colour chosen: one tap for a signed-in shopper (the
 * mail goes to their account's address), an e-mail address for a guest. The server's answer replaces
 * the form. Its own chunk: a product page loads it only once a sold-out option is picked.
 */
export default function StockAlert({ productId, size, color }: StockAlertProps) {
  const { productPage } = usePageWords();
  const user = useSession((state) => (state.token ? state.user : null));
  const ask = useAskStockAlert();
  const showError = useRequestErrorToast();
  const titleId = useId();
  const { control, onSubmit } = useSchemaForm(schemaResolver(stockAlertSchema), {
    defaultValues: { size, color, email: '' },
  });
  const [before, after] = productPage.stockAlertSignedIn.split('{email}');
  const send = onSubmit((values) => ask.mutate({ ...values, productId }, { onError: showError }));

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, padding: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {productPage.stockAlertTitle}
      </Typography>
      {ask.isSuccess ? (
        <Typography role="status" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {ask.data.message}
        </Typography>
      ) : user ? (
        <>
          <Typography color="text.secondary">
            {/* The address keeps its own direction inside the sentence. */}
            {before}
            <bdi dir="ltr">{user.email}</bdi>
            {after}
          </Typography>
          <Button
            variant="outlined"
            loading={ask.isPending}
            onClick={() => ask.mutate({ productId, size, color }, { onError: showError })}
            sx={{ justifySelf: 'start' }}
          >
            {productPage.stockAlertButton}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography color="text.secondary">{productPage.stockAlertGuest}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name="email"
              type="email"
              autoComplete="email"
              label={productPage.stockAlertEmail}
              size="small"
              sx={{ flex: '1 1 220px' }}
            />
            <SubmitButton busy={ask.isPending} variant="outlined" size="medium" gap="flush">
              {productPage.stockAlertButton}
            </SubmitButton>
          </Box>
        </Box>
      )}
    </Box>
  );
}
