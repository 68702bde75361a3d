import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageSection } from '../components/PageSection';
import { labels } from '../lib/labels';
import { usePageTitle } from '../lib/usePageTitle';

/** Any path the app does not know. */
export default function NotFoundPage() {
  usePageTitle(labels.notFoundTitle);
  return (
    <PageSection>
      <Typography variant="overline" component="p" color="primary">
        404
      </Typography>
      <Typography variant="h1" gutterBottom>
        {labels.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {labels.notFoundText}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {labels.backHome}
      </Button>
    </PageSection>
  );
}
