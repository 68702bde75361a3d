import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { labels } from '../lib/labels';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minBlockSize: '40vh' }} role="status">
      <CircularProgress aria-label={labels.loading} />
    </Box>
  );
}
