import LockIcon from '@mui/icons-material/LockOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths, updateProfileSchema } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import {
  FormErrorSnackbar,
  FormTextField,
  leftToRightInput,
  SubmitButton,
  useSchemaForm,
} from '../../lib/forms';
import { schemaResolver } from '../../lib/forms/schemaResolver';
import { useLanguage, usePageWords } from '../../lib/i18n';
import type { SessionUser } from '../../lib/session';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast } from '../../lib/useRequestErrorToast';
import { useMe } from './api/getMe';
import { useUpdateProfile } from './api/updateProfile';
import { AccountCard } from './components/AccountCard';
import { AccountForm } from './components/AccountForm';

function ProfileForm({ user }: { user: SessionUser }) {
  const { accounts, messages } = usePageWords();
  const { dir } = useLanguage();
  const { control, onSubmit, errorSnackbar } = useSchemaForm(schemaResolver(updateProfileSchema), {
    // Follows the stored user (refreshed from GET /me) without losing what is being typed.
    values: { name: user.name },
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateProfile(user._id);
  const toast = useToast();
  const showError = useRequestErrorToast();
  const submit = onSubmit((profile) =>
    update.mutate(profile, { onSuccess: () => toast.success(messages.userUpdated), onError: showError }),
  );

  return (
    <AccountForm title={accounts.profileTitle} intro={accounts.profileIntro} onSubmit={submit}>
      <FormTextField control={control} name="name" label={accounts.name} autoComplete="name" />
      <TextField
        label={accounts.email}
        value={user.email}
        helperText={accounts.emailReadOnly}
        slotProps={{
          htmlInput: { readOnly: true, ...leftToRightInput(dir) },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LockIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& .MuiOutlinedInput-root': { backgroundColor: 'action.hover' } }}
        fullWidth
      />
      <SubmitButton busy={update.isPending}>{accounts.saveProfile}</SubmitButton>
      <Stack direction="row" spacing={3} sx={{ alignSelf: 'center', marginBlockStart: 1 }}>
        <Link component={RouterLink} to={paths.passwordUpdate} sx={{ fontWeight: 600 }}>
          {accounts.changePasswordLink}
        </Link>
        {/* The account menu (docs/product.md §3.1) has no orders link: the orders are reached from here. */}
        <Link component={RouterLink} to={paths.myOrders} sx={{ fontWeight: 600 }}>
          {accounts.myOrdersLink}
        </Link>
      </Stack>
      <FormErrorSnackbar {...errorSnackbar} />
    </AccountForm>
  );
}

/**
 * /me/update: editable name, read-only e-mail, links to change the password and
 * to the orders (docs/product.md §3.6).
 */
export default function ProfilePage() {
  usePageTitle(usePageWords().accounts.profileTitle);
  // The guard lets only signed-in users here; GET /me keeps the stored copy current.
  useMe();
  const user = useSession((state) => state.user);
  return <AccountCard>{user && <ProfileForm user={user} />}</AccountCard>;
}
