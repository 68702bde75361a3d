import { messages } from '@shop/shared';
import { useParams } from 'react-router';
import { FormErrorSnackbar, lazyResolver, PasswordField, SubmitButton, useSchemaForm } from '../../lib/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useResetPassword } from './api/resetPassword';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';
import { accountLabels } from './labels';
import { startSession } from './session';

const resolver = lazyResolver(() => import('./validation').then((module) => module.resetResolver));

/** /password/reset/:token: the mailed link. A new password signs the user in and opens the home page. */
export default function ResetPasswordPage() {
  usePageTitle(accountLabels.resetTitle);
  const { token = '' } = useParams();
  const { control, onSubmit, errorSnackbar } = useSchemaForm(resolver, {
    defaultValues: { password: '', confirmPassword: '' },
  });
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
      <AccountForm title={accountLabels.resetTitle} intro={accountLabels.resetIntro} onSubmit={submit}>
        <PasswordField
          control={control}
          name="password"
          label={accountLabels.password}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={accountLabels.confirmPassword}
          autoComplete="new-password"
        />
        <SubmitButton busy={reset.isPending || reset.isSuccess}>{accountLabels.saveNewPassword}</SubmitButton>
        <FormErrorSnackbar {...errorSnackbar} />
      </AccountForm>
    </AccountCard>
  );
}
