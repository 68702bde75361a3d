import { format, ratingWidth } from '@shop/shared';
import clsx from 'clsx';
import { useLanguage } from '../../lib/i18n';
import styles from './product.module.css';

export interface RatingBarProps {
  rating: number;
  /** Shown as '(n Reviews)' after the stars; left out when undefined. */
  numOfReviews?: number;
  size?: 'small' | 'medium';
  /** More classes for the bar (a card stacks the count under the stars when narrow). */
  className?: string;
}

/** A size's star and count sizes (product.module.css). */
const SIZE_CLASS = { small: styles.ratingSmall, medium: styles.ratingMedium } as const;

/** Five stars filled to rating / 5 of their width (docs/product.md §3.4), with the review count. */
export function RatingBar({ rating, numOfReviews, size = 'small', className }: RatingBarProps) {
  const { words, plural } = useLanguage();
  const label = format(words.card.ratedOutOf5, { rating: Math.round(rating * 10) / 10 });
  return (
    <div className={clsx(styles.rating, SIZE_CLASS[size], className)}>
      <div role="img" aria-label={label} title={label} className={styles.stars}>
        <div className={styles.filled} style={{ inlineSize: `${ratingWidth(rating)}%` }} />
      </div>
      {numOfReviews !== undefined && (
        <span className={styles.reviewCount}>{plural(words.card.reviews, numOfReviews)}</span>
      )}
    </div>
  );
}
