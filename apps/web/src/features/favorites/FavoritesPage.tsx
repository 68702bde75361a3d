import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages, paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { ProductCard } from '../../components/product/ProductCard';
import { ProductCardSkeleton } from '../../components/product/ProductCardSkeleton';
import { useFavorites } from '../../lib/favorites';
import { useSignedIn } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { favoritesLabels } from './labels';

/** Two columns on phones, three on tablets, four on large screens (issue 9). */
const gridSx = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

function Saved() {
  const { data: products, isPending } = useFavorites();
  if (isPending) {
    return (
      <Box component="ul" sx={gridSx} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  if (!products?.length) return <Typography color="text.secondary">{messages.noSavedProducts}</Typography>;
  return (
    <Box component="ul" sx={gridSx} aria-label={messages.savedProducts}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} sizes="(max-width: 599px) 50vw, (max-width: 1199px) 33vw, 300px" />
        </li>
      ))}
    </Box>
  );
}

/** /Favorites (spec §2 Favourites): the signed-in user's saved products; guests are asked to log in. */
export default function FavoritesPage() {
  const signedIn = useSignedIn();
  usePageTitle(messages.savedProducts);
  return (
    <PageSection>
      <Typography variant="h1" component="h1" gutterBottom>
        {messages.savedProducts}
      </Typography>
      {signedIn ? (
        <Saved />
      ) : (
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2 }}>
          <Typography color="text.secondary">{messages.favoriteDialogText}</Typography>
          <Button component={RouterLink} to={paths.login(paths.favorites)} variant="contained">
            {favoritesLabels.login}
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
