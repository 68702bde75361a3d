import { NEW_ARRIVALS_COUNT } from '@shop/shared';
import { ProductCardSkeleton } from '../../../components/product/ProductCardSkeleton';
import styles from './home.module.css';

/** The slider's outline while its code or the products load: the same slides, so nothing moves. */
export function NewArrivalsSkeleton() {
  return (
    <div aria-hidden>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {Array.from({ length: NEW_ARRIVALS_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className={styles.slot}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.arrows} />
    </div>
  );
}
