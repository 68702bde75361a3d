import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useWords } from '../lib/i18n';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const { layout } = useWords();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minBlockSize: '40vh' }} role="status">
      <CircularProgress aria-label={layout.loading} />
    </Box>
  );
}
