import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { format, type Product } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { useFavoriteToggle } from '../../lib/favorites';
import { useSignedIn } from '../../lib/session';
import { cardLabels } from './labels';

const loadDialog = () => import('./FavoriteDialog');
const FavoriteDialog = lazy(loadDialog);

interface HeartProps {
  product: Product;
  sx?: SxProps<Theme>;
}

/** A signed-in user's heart: shows whether the product is saved and toggles it at once (spec §4). */
function SavedHeart({ product, sx }: HeartProps) {
  const { saved, toggle } = useFavoriteToggle(product);
  return (
    <IconButton
      aria-label={format(cardLabels.addToFavorites, { name: product.name })}
      aria-pressed={saved}
      onClick={toggle}
      sx={[{ color: saved ? 'error.main' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {saved ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
    </IconButton>
  );
}

/** A guest's heart opens the login prompt (spec §4, §8). */
function GuestHeart({ product, sx }: HeartProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={format(cardLabels.addToFavorites, { name: product.name })}
        aria-pressed={false}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={sx}
      >
        <FavoriteBorderRoundedIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <FavoriteDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The favourite heart, a toggle (aria-pressed), on product cards and the product page. */
export function FavoriteButton(props: HeartProps) {
  return useSignedIn() ? <SavedHeart {...props} /> : <GuestHeart {...props} />;
}
