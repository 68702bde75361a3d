import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CartPage() {
  return <PlaceholderPage title="Your Shopping Cart" description="Your items, delivery cost and checkout." />;
}
