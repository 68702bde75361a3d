import { useParams } from 'react-router';
import { FormErrorSnackbar, lazyResolver, PasswordField, SubmitButton, useSchemaForm } from '../../lib/forms';
import { usePageWords } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useResetPassword } from './api/resetPassword';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';
import { startSession } from './session';

const resolver = lazyResolver(() => import('./validation').then((module) => module.resetResolver));

/** /password/reset/:token: the mailed link. A new password signs the user in and opens the home page. */
export default function ResetPasswordPage() {
  const { accounts, messages } = usePageWords();
  usePageTitle(accounts.resetTitle);
  const { token = '' } = useParams();
  const form = useSchemaForm(resolver, {
    defaultValues: { password: '', confirmPassword: '' },
    pageForm: 'resetPassword',
  });
  const { control, onSubmit, errorSnackbar } = form;
  const reset = useResetPassword(token);
  const showError = useRequestErrorToast();
  const submit = onSubmit((input) =>
    reset.mutate(input, {
      onSuccess: (session) => startSession(session, messages.passwordUpdated, '/'),
      onError: showError,
    }),
  );

  return (
    <AccountCard>
      <AccountForm
        title={accounts.resetTitle}
        intro={accounts.resetIntro}
        onSubmit={submit}
        pageForm="resetPassword"
        form={form}
      >
        <PasswordField
          control={control}
          name="password"
          label={accounts.password}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={accounts.confirmPassword}
          autoComplete="new-password"
        />
        <SubmitButton busy={reset.isPending || reset.isSuccess}>{accounts.saveNewPassword}</SubmitButton>
        <FormErrorSnackbar {...errorSnackbar} />
      </AccountForm>
    </AccountCard>
  );
}
