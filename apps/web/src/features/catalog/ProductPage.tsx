import type { ProductDetail } from '@shop/shared';
import { useParams } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { ApiError } from '../../lib/api';
import { usePageWords } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import { usePageTitle } from '../../lib/usePageTitle';
import { useProduct } from './product/api/getProduct';
import { ProductBreadcrumbs } from './product/ProductBreadcrumbs';
import ProductDetails from './product/ProductDetails.island';
import ProductGallery from './product/ProductGallery.island';
import ProductPurchase from './product/ProductPurchase.island';
import { ProductLoadError, ProductNotFound, ProductSkeleton } from './product/ProductStates';
import styles from './product/productPage.module.css';
import { ReviewsSection } from './product/ReviewsSection';

function ProductView({ product }: { product: ProductDetail }) {
  return (
    <PageSection>
      <ProductBreadcrumbs product={product} />
      <div className={styles.columns}>
        <Island of={ProductGallery} productId={product._id} />
        <Island of={ProductPurchase} productId={product._id} />
      </div>
      <Island of={ProductDetails} productId={product._id} />
      <ReviewsSection product={product} />
    </PageSection>
  );
}

/**
 * /product/{id} and /products/{id} (docs/product.md §3.5). Drawn as islands (decision 098): the
 * gallery, the buying column, the tabs and the review button are the parts the browser takes over.
 */
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
