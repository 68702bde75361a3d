import type { Product } from '@shop/shared';
import { IMAGE_SIZES, paths } from '@shop/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { ColorDots, distinctColors } from './ColorDots';
import { cutName } from './cutName';
import { FavoriteButton } from './FavoriteButton';
import { OutOfStockBadge } from './OutOfStockBadge';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import styles from './product.module.css';
import { RatingBar } from './RatingBar';

export interface ProductCardProps {
  product: Product;
  /** Overrides IMAGE_SIZES.card where the card is laid out differently (a slider). */
  sizes?: string;
  /** The card is in view on arrival (the grid's first row): its picture loads at once, first. */
  priority?: boolean;
}

/**
 * A product in a grid (docs/product.md §3.4): first picture, favourite heart, category, name cut to 15
 * characters (the full name in its title and accessible name), price with the discount rule, colour
 * dots, star bar and 'View Details'. Plain elements and static CSS (product.module.css): pages draw
 * many cards, and each is hydrated in the browser.
 */
export function ProductCard({ product, sizes = IMAGE_SIZES.card, priority }: ProductCardProps) {
  const { words, term } = useLanguage();
  const nameId = useId();
  const href = paths.product(product._id);
  const outOfStock = product.status === 'OUTOFSTOCK';

  return (
    <article aria-labelledby={nameId} className={styles.card}>
      <div className={styles.media}>
        {/* The picture repeats the 'View Details' link for pointers; keyboards and screen readers use that one. */}
        <Link to={href} tabIndex={-1} aria-hidden className={styles.mediaLink}>
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes={sizes}
            priority={priority}
            muted={outOfStock}
          />
        </Link>
        {outOfStock && <OutOfStockBadge className={styles.cardBadge} />}
        <FavoriteButton product={product} variant="overlay" />
      </div>
      <div className={styles.body}>
        <span className={styles.category}>{term('categories', product.category)}</span>
        <h3 id={nameId} title={product.name} aria-label={product.name} className={styles.name}>
          {/* Isolated: a Latin name on an Arabic page keeps its ellipsis at its own end. */}
          <bdi>{cutName(product.name)}</bdi>
        </h3>
        <Price price={product.price} discount={product.discountNow} />
        <ColorDots colors={distinctColors(product.options)} />
        <RatingBar
          rating={product.ratings}
          numOfReviews={product.numOfReviews}
          className={styles.cardRating}
        />
        <Link to={href} aria-describedby={nameId} className={styles.details}>
          {words.card.viewDetails}
        </Link>
      </div>
    </article>
  );
}
