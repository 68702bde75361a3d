import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { cardBody, narrowCard } from './cardLayout';

/** A product card's outline while its data loads: same boxes and heights, so nothing moves after. */
export function ProductCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{ inlineSize: '100%', blockSize: 'auto', aspectRatio: '1 / 1' }}
      />
      <Box sx={cardBody}>
        <Skeleton variant="text" sx={{ fontSize: '0.75rem', lineHeight: 1.5, inlineSize: '40%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1rem', lineHeight: 1.4, inlineSize: '85%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.0625rem', lineHeight: 1.3, inlineSize: '60%' }} />
        <Box sx={{ blockSize: '1.4em', fontSize: '0.8125rem' }} />
        <Skeleton variant="rounded" sx={{ blockSize: 18, inlineSize: '45%' }} />
        <Skeleton
          variant="rounded"
          sx={{ blockSize: 18, inlineSize: '75%', [narrowCard]: { blockSize: 36 } }}
        />
        <Skeleton variant="rounded" sx={{ blockSize: 31, marginBlockStart: 'auto', borderRadius: 999 }} />
      </Box>
    </Card>
  );
}
