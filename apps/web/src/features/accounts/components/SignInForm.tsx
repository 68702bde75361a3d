import Link from '@mui/material/Link';
import { messages, paths } from '@shop/shared';
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
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useLogin } from '../api/login';
import { accountLabels } from '../labels';
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
  const { control, onSubmit, errorSnackbar } = useSchemaForm(resolver, {
    defaultValues: { email: '', password: '' },
  });
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
      title={accountLabels.signInTitle}
      intro={accountLabels.signInIntro}
      headingComponent={headingComponent}
      headingRef={headingRef}
      onSubmit={submit}
    >
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
        autoComplete="current-password"
      />
      <Link
        component={RouterLink}
        to={paths.forgotPassword}
        onClick={onLeave}
        sx={{ alignSelf: 'flex-end', marginBlock: -0.5, fontWeight: 600 }}
      >
        {accountLabels.forgotPassword}
      </Link>
      {/* Stays busy after success: the page reloads signed in. */}
      <SubmitButton busy={login.isPending || login.isSuccess}>{accountLabels.login}</SubmitButton>
      <FormErrorSnackbar {...errorSnackbar} />
    </AccountForm>
  );
}
