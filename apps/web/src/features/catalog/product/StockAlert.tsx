import { stockAlertSchema } from '@shop/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../lib/forms/FormField';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { usePageWords } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useAskStockAlert } from './api/askStockAlert';
import styles from './productPage.module.css';

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
    <section aria-labelledby={titleId} className={styles.stockAlert}>
      <h2 id={titleId} className={styles.stockAlertTitle}>
        {productPage.stockAlertTitle}
      </h2>
      {ask.isSuccess ? (
        <p role="status" className={styles.stockAlertDone}>
          {ask.data.message}
        </p>
      ) : user ? (
        <>
          <p className={styles.stockAlertText}>
            {/* The address keeps its own direction inside the sentence. */}
            {before}
            <bdi dir="ltr">{user.email}</bdi>
            {after}
          </p>
          <Button
            variant="outlined"
            loading={ask.isPending}
            onClick={() => ask.mutate({ productId, size, color }, { onError: showError })}
            className={styles.stockAlertButton}
          >
            {productPage.stockAlertButton}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={send} className={styles.stockAlertForm}>
          <p className={styles.stockAlertText}>{productPage.stockAlertGuest}</p>
          <div className={styles.stockAlertRow}>
            <FormField
              control={control}
              name="email"
              type="email"
              autoComplete="email"
              label={productPage.stockAlertEmail}
              size="small"
              className={styles.stockAlertEmail}
            />
            <SubmitButton busy={ask.isPending} variant="outlined" size="medium" gap="flush">
              {productPage.stockAlertButton}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
