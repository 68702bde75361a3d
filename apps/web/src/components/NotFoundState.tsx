import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
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
