import Link from '@mui/material/Link';
import { paths } from '@shop/shared';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
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
import { useLogin } from '../api/login';
import { startSession } from '../session';
import { AccountForm } from './AccountForm';

const resolver = lazyResolver(() => import('../validation').then((module) => module.loginResolver));

export interface AuthFormProps {
  headingComponent: 'h1' | 'h2';
  headingRef?: Ref<HTMLHeadingElement>;
  /** Where the reload after signing in lands. */
  redirect: string;
  /** Called before following a link out of the form (the login dialog closes). */
  onLeave?(): void;
}

/** 'Welcome Back': e-mail and password, with the way to a forgotten password. */
export function SignInForm({ headingComponent, headingRef, redirect, onLeave }: AuthFormProps) {
  const { accounts, messages } = usePageWords();
  const form = useSchemaForm(resolver, { defaultValues: { email: '', password: '' }, pageForm: 'signIn' });
  const { control, onSubmit, errorSnackbar } = form;
  const login = useLogin();
  const showError = useRequestErrorToast();
  const submit = onSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (session) => startSession(session, messages.loginSuccess, redirect),
      onError: showError,
    }),
  );

  return (
    <AccountForm
      title={accounts.signInTitle}
      intro={accounts.signInIntro}
      headingComponent={headingComponent}
      headingRef={headingRef}
      onSubmit={submit}
      pageForm="signIn"
      form={form}
    >
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
        autoComplete="current-password"
      />
      <Link
        component={RouterLink}
        to={paths.forgotPassword}
        onClick={onLeave}
        sx={{ alignSelf: 'flex-end', marginBlock: -0.5, fontWeight: 600 }}
      >
        {accounts.forgotPassword}
      </Link>
      {/* Stays busy after success: the page reloads signed in. */}
      <SubmitButton busy={login.isPending || login.isSuccess}>{accounts.login}</SubmitButton>
      <FormErrorSnackbar {...errorSnackbar} />
    </AccountForm>
  );
}
