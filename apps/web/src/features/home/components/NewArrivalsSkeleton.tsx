import Box from '@mui/material/Box';
import { NEW_ARRIVALS_COUNT } from '@shop/shared';
import { ProductCardSkeleton } from '../../../components/product/ProductCardSkeleton';
import { arrowsRowSx, slideSx, trackSx, viewportSx } from './arrivalsLayout';

/** The slider's outline while its code or the products load: the same slides, so nothing moves. */
export function NewArrivalsSkeleton() {
  return (
    <Box aria-hidden>
      <Box sx={viewportSx}>
        <Box sx={trackSx}>
          {Array.from({ length: NEW_ARRIVALS_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Box key={i} sx={slideSx}>
              <ProductCardSkeleton />
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={arrowsRowSx} />
    </Box>
  );
}
