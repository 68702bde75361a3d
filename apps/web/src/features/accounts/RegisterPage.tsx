import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function RegisterPage() {
  return (
    <PlaceholderPage title="Create Account" description="Sign up with your name, e-mail and a password." />
  );
}
