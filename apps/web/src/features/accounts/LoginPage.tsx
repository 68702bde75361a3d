import { AuthScreen } from './components/AuthScreen';

/** /login: 'Welcome Back' (optional `redirect` query, default /). */
export default function LoginPage() {
  return <AuthScreen mode="signIn" />;
}
