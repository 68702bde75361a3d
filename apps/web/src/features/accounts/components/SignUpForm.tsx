import {
  FormErrorSnackbar,
  FormTextField,
  lazyResolver,
  PasswordField,
  SubmitButton,
  useSchemaForm,
} from '../../../lib/forms';
import { usePageWords } from '../../../lib/i18n';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useRegister } from '../api/register';
import { startSession } from '../session';
import { AccountForm } from './AccountForm';
import type { AuthFormProps } from './SignInForm';

const resolver = lazyResolver(() => import('../validation').then((module) => module.registerResolver));

/** 'Create Account': name, e-mail and password; the new user is signed in at once. */
export function SignUpForm({ headingComponent, headingRef, redirect }: Omit<AuthFormProps, 'onLeave'>) {
  const { accounts, messages } = usePageWords();
  const form = useSchemaForm(resolver, {
    defaultValues: { name: '', email: '', password: '' },
    pageForm: 'signUp',
  });
  const { control, onSubmit, errorSnackbar } = form;
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
      title={accounts.signUpTitle}
      intro={accounts.signUpIntro}
      headingComponent={headingComponent}
      headingRef={headingRef}
      onSubmit={submit}
      pageForm="signUp"
      form={form}
    >
      <FormTextField control={control} name="name" label={accounts.name} autoComplete="name" />
      <FormTextField
        control={control}
        name="email"
        label={accounts.email}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={control}
        name="password"
        label={accounts.password}
        autoComplete="new-password"
      />
      <SubmitButton busy={register.isPending || register.isSuccess} gap="near">
        {accounts.register}
      </SubmitButton>
      <FormErrorSnackbar {...errorSnackbar} />
    </AccountForm>
  );
}
