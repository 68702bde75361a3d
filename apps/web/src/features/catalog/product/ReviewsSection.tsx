import type { ProductDetail, Review } from '@shop/shared';
import clsx from 'clsx';
import { useId } from 'react';
import { RatingBar } from '../../../components/product/RatingBar';
import text from '../../../components/ui/text.module.css';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { Island } from '../../../lib/islands/Island';
import styles from './productPage.module.css';
import ReviewAction from './ReviewAction.island';

function ReviewItem({ review }: { review: Review }) {
  const { date } = useLanguage();
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        {/* What shoppers wrote reads in its own direction, whatever the page's. */}
        <p dir="auto" className={styles.reviewer}>
          {review.name}
        </p>
        <time dateTime={review.createdAt} className={styles.reviewDate}>
          {date(review.createdAt)}
        </time>
      </div>
      <RatingBar rating={review.rating} />
      <p dir="auto" className={styles.comment}>
        {review.comment}
      </p>
    </li>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const { messages } = usePageWords();
  if (reviews.length === 0) return <p className={styles.noReviews}>{messages.noReviews}</p>;
  return (
    <ul className={styles.reviewList}>
      {reviews.map((review) => (
        <ReviewItem key={review._id} review={review} />
      ))}
    </ul>
  );
}

/** The product's reviews ('No Reviews.' when none) and the way to write one (docs/product.md §3.5). */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const { productPage } = usePageWords();
  return (
    <section aria-labelledby={headingId} className={styles.reviews}>
      <div className={styles.reviewsHead}>
        <div className={styles.reviewsTitle}>
          <h2 id={headingId} className={clsx(text.h4)}>
            {productPage.reviews}
          </h2>
          <RatingBar rating={product.ratings} numOfReviews={product.numOfReviews} />
        </div>
        <Island of={ReviewAction} productId={product._id} />
      </div>
      <ReviewList reviews={product.reviews} />
    </section>
  );
}
