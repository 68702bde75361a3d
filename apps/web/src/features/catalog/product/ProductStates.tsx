import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { NotFoundState } from '../../../components/NotFoundState';
import { PageSection } from '../../../components/PageSection';
import { usePageWords } from '../../../lib/i18n';

/** The page's two columns: gallery, then the buying column (stacked on phones). */
export const productColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: { xs: 3, md: 6 },
  alignItems: 'start',
} as const;

/** Placeholders in the page's final shape while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const { layout } = usePageWords();
  return (
    <PageSection>
      <Box role="status" aria-label={layout.loading}>
        <Skeleton width={220} sx={{ marginBlockEnd: 2 }} />
        <Box sx={productColumns}>
          <Skeleton variant="rounded" sx={{ blockSize: 'auto', aspectRatio: '1 / 1', borderRadius: 3 }} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Skeleton variant="text" sx={{ fontSize: '2.5rem', inlineSize: '80%' }} />
            <Skeleton width="40%" />
            <Skeleton width={180} />
            <Skeleton variant="text" sx={{ fontSize: '1.75rem', inlineSize: 200 }} />
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={48} width={260} sx={{ borderRadius: 999 }} />
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}

/** An unknown product (404): say so and lead back to the catalogue. */
export function ProductNotFound() {
  const { productPage } = usePageWords();
  return (
    <NotFoundState
      title={productPage.notFoundTitle}
      text={productPage.notFoundText}
      to={paths.products}
      action={productPage.browseProducts}
    />
  );
}

/** Any other failure (network, server): the reason and a retry. */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { productPage } = usePageWords();
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        {productPage.loadError}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {productPage.retry}
      </Button>
    </PageSection>
  );
}
