import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/usePageTitle';
import { PageSection } from './PageSection';

/** Temporary screen body until the feature's real page replaces it. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <PageSection>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </PageSection>
  );
}
