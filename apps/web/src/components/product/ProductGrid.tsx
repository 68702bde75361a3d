import type { Product } from '@shop/shared';
import clsx from 'clsx';
import { AfterFirstPaint } from '../../lib/AfterFirstPaint';
import { HydrateOnItsOwn } from '../../lib/HydrateOnItsOwn';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import styles from './product.module.css';

/** The cards of the first row (up to four) are in view on arrival: their pictures load at once, first. */
const FIRST_ROW = 4;

interface ProductGridProps {
  products: readonly Product[];
  /** While loading: how many skeletons of the cards' size to show. */
  loading: number | false;
  fourColumns?: boolean;
  /** The cards' image `sizes`, when the grid is not the listing's. */
  sizes?: string;
  label?: string;
}

function Placeholder() {
  return (
    <li aria-hidden>
      <ProductCardSkeleton />
    </li>
  );
}

/**
 * Product cards in a responsive grid, or as many skeletons of the same size while they load: two columns
 * on phones, three on tablets; then as many ~220 px columns as fit (the listing), or four on large
 * screens (`fourColumns`: saved products, docs/product.md §3.8).
 */
export function ProductGrid({ products, loading, fourColumns = false, sizes, label }: ProductGridProps) {
  const gridClass = clsx(styles.grid, fourColumns && styles.fourColumns);
  if (loading) {
    return (
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: loading }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Placeholder key={i} />
        ))}
      </ul>
    );
  }
  // In an island, each card hydrates in a task of its own: a phone is not busy with a dozen at once.
  const card = (product: Product, priority: boolean) => (
    <li key={product._id}>
      <HydrateOnItsOwn>
        <ProductCard product={product} sizes={sizes} priority={priority} />
      </HydrateOnItsOwn>
    </li>
  );
  const rest = products.slice(FIRST_ROW);
  return (
    <ul className={gridClass} aria-label={label}>
      {products.slice(0, FIRST_ROW).map((product) => card(product, true))}
      {/* Skeletons of the cards' size keep the rows' height (nothing below moves) until the cards arrive. */}
      <AfterFirstPaint fallback={rest.map((product) => <Placeholder key={product._id} />)}>
        {rest.map((product) => card(product, false))}
      </AfterFirstPaint>
    </ul>
  );
}
