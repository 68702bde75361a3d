import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { Link } from 'react-router';
import { useWords } from '../lib/i18n';
import { usePageTitle } from '../lib/usePageTitle';
import { PageSection } from './PageSection';

interface NotFoundStateProps {
  title: string;
  text: string;
  /** Where the one way out leads, and its label. */
  to: string;
  action: string;
}

/** A 404 in the page body: what was not found and one way back into the shop. */
export function NotFoundState({ title, text, to, action }: NotFoundStateProps) {
  return (
    <PageSection>
      <Typography variant="overline" component="p" color="primary">
        404
      </Typography>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {text}
      </Typography>
      <Button variant="contained" component={Link} to={to}>
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
