import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageWords } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { useConfirmEmail } from './api/confirmEmail';
import { AccountCard } from './components/AccountCard';

/**
 * /confirm-email/:token, the mailed link (ORDERS_REQUIRE_CONFIRMED_EMAIL): confirms the address on
 * opening and says so, with the way back to the cart; an old or broken link says what to do instead.
 */
export default function ConfirmEmailPage() {
  const { accounts: l } = usePageWords();
  usePageTitle(l.confirmEmailTitle);
  const { token = '' } = useParams();
  const { mutate, data, error, isPending } = useConfirmEmail();
  useEffect(() => mutate(token), [mutate, token]);

  return (
    <AccountCard>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {l.confirmEmailTitle}
        </Typography>
        <div role="status" aria-live="polite">
          {isPending && <CircularProgress size={28} aria-label={l.confirming} />}
          {data && <Alert severity="success">{data.message}</Alert>}
          {error && <Alert severity="error">{error.message}</Alert>}
        </div>
        <Button component={RouterLink} to={paths.cart} variant="contained" disabled={isPending}>
          {l.backToCart}
        </Button>
      </Stack>
    </AccountCard>
  );
}
