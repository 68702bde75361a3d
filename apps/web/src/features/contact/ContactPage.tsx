import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ContactPage() {
  return <PlaceholderPage title="Contact us" description="Send us a message and we will reach you back." />;
}
