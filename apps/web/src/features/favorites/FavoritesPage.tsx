import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function FavoritesPage() {
  return <PlaceholderPage title="Saved Products" description="Products you saved for later." />;
}
