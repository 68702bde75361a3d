import { LISTING_SORTS, type ListingSort } from '@shop/shared';
import { useId } from 'react';
import { useWords } from '../../../lib/i18n';
import styles from './listing.module.css';

const LABELS = { newest: 'sortNewest', priceAsc: 'sortPriceAsc', priceDesc: 'sortPriceDesc' } as const;

/**
 * The listing's order (issue 48): newest first, or by the price the shopper pays. A native select: it is
 * on the listing's first screen, drawn by the server, and costs no menu code.
 */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange(sort: ListingSort): void }) {
  const { catalog } = useWords();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {catalog.sortBy}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
        className={styles.sortSelect}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {catalog[LABELS[sort]]}
          </option>
        ))}
      </select>
    </div>
  );
}
