import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot password" description="Enter your e-mail to receive a reset link." />;
}
