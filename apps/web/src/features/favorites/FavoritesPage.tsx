import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useFavorites } from '../../lib/favorites';
import { useHydrated } from '../../lib/hydration';
import { useLanguage, usePageWords } from '../../lib/i18n';
import { useSignedIn } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';

function Saved() {
  const { plural } = useLanguage();
  const words = usePageWords();
  const { messages } = words;
  const { data: products, isPending } = useFavorites();
  if (!isPending && !products?.length) {
    return <Typography color="text.secondary">{messages.noSavedProducts}</Typography>;
  }
  const count = products?.length ?? 0;
  return (
    <>
      {products && (
        <Typography component="h2" sx={visuallyHidden}>
          {plural(words.favorites.count, count)}
        </Typography>
      )}
      <ProductGrid
        products={products ?? []}
        loading={isPending && 4}
        fourColumns
        sizes="(max-width: 599px) 50vw, (max-width: 1199px) 33vw, 300px"
        label={messages.savedProducts}
      />
    </>
  );
}

/** /Favorites (docs/product.md §3.8): the signed-in user's saved products; guests are asked to log in. */
export default function FavoritesPage() {
  const { messages, favorites } = usePageWords();
  const signedIn = useSignedIn();
  usePageTitle(messages.savedProducts);
  // The server draws it signed out: until the browser takes over, it cannot know whether this device is.
  const hydrated = useHydrated();
  return (
    <PageSection>
      <Typography variant="h1" component="h1" gutterBottom>
        {messages.savedProducts}
      </Typography>
      {!hydrated ? (
        <PageLoader />
      ) : signedIn ? (
        <Saved />
      ) : (
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2 }}>
          <Typography color="text.secondary">{messages.favoriteDialogText}</Typography>
          <Button component={RouterLink} to={paths.login(paths.favorites)} variant="contained">
            {favorites.login}
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
