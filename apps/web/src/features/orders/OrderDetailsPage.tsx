import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrderDetailsPage() {
  return <PlaceholderPage title="Order details" description="Shipping, payment and items of the order." />;
}
