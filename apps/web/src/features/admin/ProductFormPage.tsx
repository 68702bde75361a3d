import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProductFormPage() {
  return <PlaceholderPage title="Product" description="Create or update a product." />;
}
