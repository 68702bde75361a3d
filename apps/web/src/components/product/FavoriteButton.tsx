import { format, type Product } from '@shop/shared';
import clsx from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { useFavoriteToggle } from '../../lib/favorites';
import { useWords } from '../../lib/i18n';
import { useSignedIn } from '../../lib/session';
import { PlainIcon } from './icons';
import styles from './product.module.css';

const loadDialog = () => import('./FavoriteDialog');
const FavoriteDialog = lazy(loadDialog);

interface HeartProps {
  product: Product;
  /** 'overlay': on a card's picture; 'outlined': beside the product page's name. */
  variant: 'overlay' | 'outlined';
}

const heartClass = (variant: HeartProps['variant']) => clsx(styles.heart, styles[variant]);

/** A signed-in user's heart: whether the product is saved, toggled at once (docs/product.md §11). */
function SavedHeart({ product, variant }: HeartProps) {
  const { card } = useWords();
  const { saved, toggle } = useFavoriteToggle(product);
  return (
    <button
      type="button"
      aria-label={format(card.addToFavorites, { name: product.name })}
      aria-pressed={saved}
      onClick={toggle}
      className={heartClass(variant)}
    >
      <PlainIcon name={saved ? 'heart' : 'heartOutline'} />
    </button>
  );
}

/** A guest's heart opens the login prompt (docs/product.md §3.8). */
function GuestHeart({ product, variant }: HeartProps) {
  const { card } = useWords();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={format(card.addToFavorites, { name: product.name })}
        aria-pressed={false}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={heartClass(variant)}
      >
        <PlainIcon name="heartOutline" />
      </button>
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
