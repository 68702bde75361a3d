import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProfilePage() {
  return <PlaceholderPage title="Profile" description="Your name and e-mail." />;
}
