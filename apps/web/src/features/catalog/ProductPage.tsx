import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProductPage() {
  return (
    <PlaceholderPage
      title="Product details"
      description="Pictures, sizes, colours and reviews of the product will appear here."
    />
  );
}
