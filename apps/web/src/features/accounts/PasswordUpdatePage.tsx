import Link from '@mui/material/Link';
import { paths, updatePasswordSchema } from '@shop/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormErrorSnackbar, PasswordField, SubmitButton, useSchemaForm } from '../../lib/forms';
import { schemaResolver } from '../../lib/forms/schemaResolver';
import { usePageWords } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useUpdatePassword } from './api/updatePassword';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';

/** /password/update: old and new password; this device stays signed in with the new token. */
export default function PasswordUpdatePage() {
  const { accounts, messages } = usePageWords();
  usePageTitle(accounts.changePasswordTitle);
  const userId = useSession((state) => state.user?._id ?? '');
  const { control, onSubmit, errorSnackbar } = useSchemaForm(schemaResolver(updatePasswordSchema), {
    defaultValues: { oldPassword: '', password: '' },
  });
  const update = useUpdatePassword(userId);
  const toast = useToast();
  const navigate = useNavigate();
  const showError = useRequestErrorToast();
  const submit = onSubmit((change) =>
    update.mutate(change, {
      onSuccess: () => {
        toast.success(messages.passwordUpdated);
        navigate(paths.profile);
      },
      onError: showError,
    }),
  );

  return (
    <AccountCard>
      <AccountForm
        title={accounts.changePasswordTitle}
        intro={accounts.changePasswordIntro}
        onSubmit={submit}
      >
        <PasswordField
          control={control}
          name="oldPassword"
          label={accounts.oldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="password"
          label={accounts.newPassword}
          autoComplete="new-password"
        />
        <SubmitButton busy={update.isPending}>{accounts.savePassword}</SubmitButton>
        <Link
          component={RouterLink}
          to={paths.profile}
          sx={{ alignSelf: 'center', marginBlockStart: 1, fontWeight: 600 }}
        >
          {accounts.backToProfile}
        </Link>
        <FormErrorSnackbar {...errorSnackbar} />
      </AccountForm>
    </AccountCard>
  );
}
