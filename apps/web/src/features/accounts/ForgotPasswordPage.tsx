import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { FormErrorSnackbar, FormTextField, lazyResolver, SubmitButton, useSchemaForm } from '../../lib/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useForgotPassword } from './api/forgotPassword';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';
import { accountLabels } from './labels';

const resolver = lazyResolver(() => import('./validation').then((module) => module.forgotResolver));

/**
 * /password/forgot: asks for a reset link. The server's answer stays on the page (not a passing toast):
 * the visitor reads it while switching to their mailbox.
 */
export default function ForgotPasswordPage() {
  usePageTitle(accountLabels.forgotTitle);
  const { control, onSubmit, errorSnackbar } = useSchemaForm(resolver, {
    defaultValues: { email: '' },
  });
  const forgot = useForgotPassword();
  const showError = useRequestErrorToast();
  const submit = onSubmit(({ email }) => forgot.mutate(email, { onError: showError }));

  return (
    <AccountCard>
      <AccountForm title={accountLabels.forgotTitle} intro={accountLabels.forgotIntro} onSubmit={submit}>
        <FormTextField
          control={control}
          name="email"
          label={accountLabels.email}
          type="email"
          autoComplete="email"
        />
        {forgot.data && (
          <Alert severity="success" role="status" sx={{ marginBlockEnd: 1 }}>
            {forgot.data.message}
          </Alert>
        )}
        <SubmitButton busy={forgot.isPending} sx={{ marginBlockStart: 1 }}>
          {accountLabels.sendResetLink}
        </SubmitButton>
        <Link
          component={RouterLink}
          to={paths.login()}
          sx={{ alignSelf: 'center', marginBlockStart: 1, fontWeight: 600 }}
        >
          {accountLabels.backToSignIn}
        </Link>
        <FormErrorSnackbar {...errorSnackbar} />
      </AccountForm>
    </AccountCard>
  );
}
