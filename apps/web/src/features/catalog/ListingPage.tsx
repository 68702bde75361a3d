import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ListingPage() {
  return (
    <PlaceholderPage
      title="Products"
      description="Products with filters, sorting and pages will appear here."
    />
  );
}
