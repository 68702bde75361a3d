import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { format } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { useSignedIn } from '../../lib/session';
import { cardLabels } from './labels';

const loadDialog = () => import('./FavoriteDialog');
const FavoriteDialog = lazy(loadDialog);

/**
 * The favourite heart, a toggle (aria-pressed). A guest's click opens the login prompt (spec §4). For
 * signed-in users the favourites list is a later issue: the heart shows and stays off until then.
 */
export function FavoriteButton({ name, sx }: { name: string; sx?: SxProps<Theme> }) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <IconButton
        aria-label={format(cardLabels.addToFavorites, { name })}
        aria-pressed={false}
        onPointerEnter={signedIn ? undefined : loadDialog}
        onFocus={signedIn ? undefined : loadDialog}
        onClick={() => {
          if (signedIn) return;
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
