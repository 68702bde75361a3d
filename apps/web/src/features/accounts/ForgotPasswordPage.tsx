import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { FormErrorSnackbar, FormTextField, lazyResolver, SubmitButton, useSchemaForm } from '../../lib/forms';
import { usePageWords } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useForgotPassword } from './api/forgotPassword';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';

const resolver = lazyResolver(() => import('./validation').then((module) => module.forgotResolver));

/**
 * /password/forgot: asks for a reset link. The server's answer stays on the page (not a passing toast):
 * the visitor reads it while switching to their mailbox.
 */
export default function ForgotPasswordPage() {
  const { accounts } = usePageWords();
  usePageTitle(accounts.forgotTitle);
  const form = useSchemaForm(resolver, { defaultValues: { email: '' }, pageForm: 'forgotPassword' });
  const { control, onSubmit, errorSnackbar } = form;
  const forgot = useForgotPassword();
  const showError = useRequestErrorToast();
  const submit = onSubmit(({ email }) => forgot.mutate(email, { onError: showError }));

  return (
    <AccountCard>
      <AccountForm
        title={accounts.forgotTitle}
        intro={accounts.forgotIntro}
        onSubmit={submit}
        pageForm="forgotPassword"
        form={form}
      >
        <FormTextField
          control={control}
          name="email"
          label={accounts.email}
          type="email"
          autoComplete="email"
        />
        {forgot.data && (
          <Alert severity="success" role="status" sx={{ marginBlockEnd: 1 }}>
            {forgot.data.message}
          </Alert>
        )}
        <SubmitButton busy={forgot.isPending} gap="near">
          {accounts.sendResetLink}
        </SubmitButton>
        <Link
          component={RouterLink}
          to={paths.login()}
          sx={{ alignSelf: 'center', marginBlockStart: 1, fontWeight: 600 }}
        >
          {accounts.backToSignIn}
        </Link>
        <FormErrorSnackbar {...errorSnackbar} />
      </AccountForm>
    </AccountCard>
  );
}
