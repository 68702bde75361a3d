import { paths } from '@shop/shared';
import { NotFoundState } from '../components/NotFoundState';
import { labels } from '../lib/labels';
import { usePageTitle } from '../lib/usePageTitle';

/** Any path the app does not know. */
export default function NotFoundPage() {
  usePageTitle(labels.notFoundTitle);
  return (
    <NotFoundState
      title={labels.notFoundTitle}
      text={labels.notFoundText}
      to={paths.home}
      action={labels.backHome}
    />
  );
}
