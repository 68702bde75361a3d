import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function HomePage() {
  return (
    <PlaceholderPage title="Home" description="New arrivals, collections and categories will appear here." />
  );
}
