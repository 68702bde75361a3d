import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function UsersPage() {
  return <PlaceholderPage title="Users" description="All registered users." />;
}
