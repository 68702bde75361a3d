/** The accounts feature's public entry: its pages (lazy) and the header's login button and toast. */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

/**
 * /login and /register are two faces of one panel: visiting either fetches both, so the switch link
 * does not wait for the other's code.
 */
const loadAuthPages = withPageWords(() => Promise.all([import('./LoginPage'), import('./RegisterPage')]));

export const LoginPage = lazyPage(() => loadAuthPages().then(([login]) => login));
export const RegisterPage = lazyPage(() => loadAuthPages().then(([, register]) => register));
export const ForgotPasswordPage = lazyPage(withPageWords(() => import('./ForgotPasswordPage')));
export const ResetPasswordPage = lazyPage(withPageWords(() => import('./ResetPasswordPage')));
export const ConfirmEmailPage = lazyPage(withPageWords(() => import('./ConfirmEmailPage')));
export const ProfilePage = lazyPage(withPageWords(() => import('./ProfilePage')));
export const PasswordUpdatePage = lazyPage(withPageWords(() => import('./PasswordUpdatePage')));
export { LoginButton } from './components/LoginButton';
export { usePendingToast } from './session';
