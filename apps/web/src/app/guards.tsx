import { paths } from '@shop/shared';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../lib/safeRedirect';
import { useSession, useSignedIn } from '../lib/session';

function LoginRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={paths.login(pathname + search)} />;
}

/** Signed-in users only; guests go to /login and come back here afterwards. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  return signedIn ? <Outlet /> : <LoginRedirect />;
}

/** Admins only; guests go to /login, other users to the home page. */
export function RequireAdmin() {
  const role = useSession((state) => (state.token ? state.user?.role : undefined));
  if (!role) return <LoginRedirect />;
  return role === 'admin' ? <Outlet /> : <Navigate replace to={paths.home} />;
}

/**
 * Guests only (login, register, password recovery). A signed-in user goes to the page they came for, so
 * this agrees with the login page when both react to the new session.
 */
export function GuestOnly() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  return signedIn ? <Navigate replace to={safeRedirect(params.get('redirect'))} /> : <Outlet />;
}
