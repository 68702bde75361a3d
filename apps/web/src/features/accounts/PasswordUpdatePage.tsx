import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function PasswordUpdatePage() {
  return <PlaceholderPage title="Change password" description="Enter your old password and a new one." />;
}
