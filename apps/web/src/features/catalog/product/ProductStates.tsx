import { paths } from '@shop/shared';
import clsx from 'clsx';
import { NotFoundState } from '../../../components/NotFoundState';
import { PageSection } from '../../../components/PageSection';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import text from '../../../components/ui/text.module.css';
import { usePageWords } from '../../../lib/i18n';
import styles from './productPage.module.css';

/** Placeholders in the page's final shape while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const { layout } = usePageWords();
  return (
    <PageSection>
      <div role="status" aria-label={layout.loading}>
        <Skeleton style={{ inlineSize: 220, marginBlockEnd: 16 }} />
        <div className={styles.columns}>
          <Skeleton variant="rounded" style={{ aspectRatio: '1 / 1', borderRadius: 30 }} />
          <div className={styles.skeletonColumn}>
            <Skeleton style={{ fontSize: '2.5rem', inlineSize: '80%' }} />
            <Skeleton style={{ inlineSize: '40%' }} />
            <Skeleton style={{ inlineSize: 180 }} />
            <Skeleton style={{ fontSize: '1.75rem', inlineSize: 200 }} />
            <Skeleton variant="rounded" style={{ blockSize: 96 }} />
            <Skeleton variant="rounded" style={{ blockSize: 96 }} />
            <Skeleton variant="rounded" style={{ blockSize: 48, inlineSize: 260, borderRadius: 999 }} />
          </div>
        </div>
      </div>
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
      <h1 className={clsx(text.h1, text.gutterBottom)}>{productPage.loadError}</h1>
      <p className={clsx(text.body1, styles.loadErrorText)}>{message}</p>
      <Button variant="contained" onClick={onRetry}>
        {productPage.retry}
      </Button>
    </PageSection>
  );
}
