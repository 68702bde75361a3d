import { PageNotFound } from '../components/NotFoundState';

/** Any path the app does not know. */
export default function NotFoundPage() {
  return <PageNotFound />;
}
