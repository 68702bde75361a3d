import { AuthScreen } from './components/AuthScreen';

/** /register: 'Create Account'. */
export default function RegisterPage() {
  return <AuthScreen mode="signUp" />;
}
