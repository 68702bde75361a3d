import { paths } from '@shop/shared';
import clsx from 'clsx';
import { useWords } from '../lib/i18n';
import { usePageTitle } from '../lib/usePageTitle';
import { PageSection } from './PageSection';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

interface NotFoundStateProps {
  title: string;
  text: string;
  /** Where the one way out leads, and its label. */
  to: string;
  action: string;
}

/** A 404 in the page body: what was not found and one way back into the shop. */
export function NotFoundState({ title, text: body, to, action }: NotFoundStateProps) {
  return (
    <PageSection>
      <p className={clsx(text.overline, ui.primaryText)}>404</p>
      <h1 className={clsx(text.h1, text.gutterBottom)}>{title}</h1>
      <p className={clsx(text.body1, ui.notFoundText)}>{body}</p>
      <Button variant="contained" to={to}>
        {action}
      </Button>
    </PageSection>
  );
}

/** A path the shop does not have: the not-found page, with its title, and a way back (home by default). */
export function PageNotFound({ to = paths.home, action }: { to?: string; action?: string }) {
  const { layout } = useWords();
  usePageTitle(layout.notFoundTitle);
  return (
    <NotFoundState
      title={layout.notFoundTitle}
      text={layout.notFoundText}
      to={to}
      action={action ?? layout.backHome}
    />
  );
}
