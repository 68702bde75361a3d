import Box from '@mui/material/Box';
import type { ProductDetail } from '@shop/shared';
import { useParams } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { ApiError } from '../../lib/api';
import { HydrateOnItsOwn } from '../../lib/HydrateOnItsOwn';
import { usePageWords } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { useProduct } from './product/api/getProduct';
import { ProductBreadcrumbs } from './product/ProductBreadcrumbs';
import { ProductGallery } from './product/ProductGallery';
import { ProductInfo } from './product/ProductInfo';
import { ProductLoadError, ProductNotFound, ProductSkeleton, productColumns } from './product/ProductStates';
import { ProductTabs } from './product/ProductTabs';
import { ReviewsSection } from './product/ReviewsSection';
import { usePurchase } from './product/usePurchase';

function ProductView({ product }: { product: ProductDetail }) {
  const purchase = usePurchase(product);
  return (
    <PageSection>
      <ProductBreadcrumbs product={product} />
      <Box sx={productColumns}>
        <ProductGallery product={product} />
        <ProductInfo product={product} purchase={purchase} />
      </Box>
      <HydrateOnItsOwn>
        <ProductTabs product={product} description={purchase.details.description} />
        <ReviewsSection product={product} />
      </HydrateOnItsOwn>
    </PageSection>
  );
}

/** /product/{id} and /products/{id} (docs/product.md §3.5). */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { productPage } = usePageWords();
  const product = useProduct(id);
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  usePageTitle(product.data?.name ?? (notFound ? productPage.notFoundTitle : ''));

  if (product.isPending) return <ProductSkeleton />;
  if (notFound) return <ProductNotFound />;
  if (product.isError) return <ProductLoadError message={product.error.message} onRetry={product.refetch} />;
  // Keyed by id: another product (opened from the search box) starts with a fresh selection and gallery.
  return <ProductView key={product.data._id} product={product.data} />;
}
