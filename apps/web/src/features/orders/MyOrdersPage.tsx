import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function MyOrdersPage() {
  return <PlaceholderPage title="My orders" description="Your orders and their status." />;
}
