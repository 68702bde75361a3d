import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" description="Choose a new password for your account." />;
}
