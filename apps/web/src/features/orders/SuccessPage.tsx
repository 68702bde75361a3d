import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SuccessPage() {
  return <PlaceholderPage title="Thank you" description="Your order has been placed." />;
}
