import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage title="Welcome Back" description="Sign in with your e-mail and password." />;
}
