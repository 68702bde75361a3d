import { format, ratingWidth } from '@shop/shared';
import { classNames } from '../../lib/classNames';
import { cardLabels } from './labels';
import styles from './product.module.css';

export interface RatingBarProps {
  rating: number;
  /** Shown as '(n Reviews)' after the stars; left out when undefined. */
  numOfReviews?: number;
  size?: 'small' | 'medium';
  /** More classes for the bar (a card stacks the count under the stars when narrow). */
  className?: string;
}

const STAR_PX = { small: 18, medium: 24 } as const;
const STARS_CLASS = { small: styles.starsSmall, medium: styles.starsMedium } as const;
const COUNT_FONT_SIZE = { small: '0.8125rem', medium: '0.9375rem' } as const;

/** Five stars filled to rating / 5 of their width (spec §5), with the review count. */
export function RatingBar({ rating, numOfReviews, size = 'small', className }: RatingBarProps) {
  const px = STAR_PX[size];
  const label = format(cardLabels.ratedOutOf5, { rating: Math.round(rating * 10) / 10 });
  return (
    <div className={classNames(styles.rating, className)}>
      <div
        role="img"
        aria-label={label}
        title={label}
        className={classNames(styles.stars, STARS_CLASS[size])}
      >
        <div className={styles.filled} style={{ inlineSize: `${ratingWidth(rating)}%` }} />
      </div>
      {numOfReviews !== undefined && (
        <span
          className={styles.reviewCount}
          style={{ fontSize: COUNT_FONT_SIZE[size], lineHeight: `${px}px` }}
        >
          {format(cardLabels.reviews, { count: numOfReviews })}
        </span>
      )}
    </div>
  );
}
