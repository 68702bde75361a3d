import { format, RATING_FILTER_VALUES } from '@shop/shared';
import { RatingBar } from '../../../components/product/RatingBar';
import { type Language, useLanguage } from '../../../lib/i18n';
import { ChoiceRow } from './Choice';
import styles from './listing.module.css';

/** The spoken name of a star choice: what the rating rule of docs/product.md §3.3 selects. */
function ratingChoiceLabel(stars: number, { words, plural }: Language): string {
  return stars >= 5
    ? plural(words.catalog.stars, 5)
    : format(words.catalog.starsRange, { from: stars, to: stars + 1 });
}

/** Ratings 5 to 1 (docs/product.md §3.3); pressing the chosen one again removes the filter (0). */
export function RatingFilter({ value, onChange }: { value: number; onChange(rating: number): void }) {
  const language = useLanguage();
  return (
    <div className={styles.rows}>
      {RATING_FILTER_VALUES.map((stars) => (
        <ChoiceRow
          key={stars}
          selected={value === stars}
          onToggle={() => onChange(value === stars ? 0 : stars)}
          label={ratingChoiceLabel(stars, language)}
        >
          <div aria-hidden className={styles.stars}>
            <RatingBar rating={stars} />
          </div>
        </ChoiceRow>
      ))}
    </div>
  );
}
