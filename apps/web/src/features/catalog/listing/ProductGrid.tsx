import Box from '@mui/material/Box';
import type { Product } from '@shop/shared';
import { ProductCard } from '../../../components/product/ProductCard';
import { ProductCardSkeleton } from '../../../components/product/ProductCardSkeleton';

/** Two columns on phones, three on tablets, then as many ~220 px columns as fit. */
const gridSx = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
} as const;

/** The listing's cards, or as many skeletons of the same size while a page loads. */
export function ProductGrid({
  products,
  loading,
}: {
  products: readonly Product[];
  loading: number | false;
}) {
  if (loading) {
    return (
      <Box component="ul" sx={gridSx} aria-hidden>
        {Array.from({ length: loading }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={gridSx}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Box>
  );
}
