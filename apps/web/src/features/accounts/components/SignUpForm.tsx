import { messages } from '@shop/shared';
import {
  FormErrorSnackbar,
  FormTextField,
  lazyResolver,
  PasswordField,
  SubmitButton,
  useSchemaForm,
} from '../../../lib/forms';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useRegister } from '../api/register';
import { accountLabels } from '../labels';
import { startSession } from '../session';
import { AccountForm } from './AccountForm';
import type { AuthFormProps } from './SignInForm';

const resolver = lazyResolver(() => import('../validation').then((module) => module.registerResolver));

/** 'Create Account': name, e-mail and password; the new user is signed in at once. */
export function SignUpForm({ headingComponent, headingRef, redirect }: Omit<AuthFormProps, 'onLeave'>) {
  const { control, onSubmit, errorSnackbar } = useSchemaForm(resolver, {
    defaultValues: { name: '', email: '', password: '' },
  });
  const register = useRegister();
  const showError = useRequestErrorToast();
  const submit = onSubmit((account) =>
    register.mutate(account, {
      onSuccess: (session) => startSession(session, messages.registerSuccess, redirect),
      onError: showError,
    }),
  );

  return (
    <AccountForm
      title={accountLabels.signUpTitle}
      intro={accountLabels.signUpIntro}
      headingComponent={headingComponent}
      headingRef={headingRef}
      onSubmit={submit}
    >
      <FormTextField control={control} name="name" label={accountLabels.name} autoComplete="name" />
      <FormTextField
        control={control}
        name="email"
        label={accountLabels.email}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={control}
        name="password"
        label={accountLabels.password}
        autoComplete="new-password"
      />
      <SubmitButton busy={register.isPending || register.isSuccess} sx={{ marginBlockStart: 1 }}>
        {accountLabels.register}
      </SubmitButton>
      <FormErrorSnackbar {...errorSnackbar} />
    </AccountForm>
  );
}
