import { discountedPrice, format, isDiscountActive } from '@shop/shared';
import clsx from 'clsx';
import { useLanguage } from '../../lib/i18n';
import ui from '../ui/ui.module.css';
import styles from './product.module.css';

export interface PriceProps {
  price: number;
  discountRate: number;
  isChecked: boolean;
  /**
   * 'card': the price, with the old one on its own line below (always reserved, so cards line up);
   * 'detail': larger, everything on one line.
   */
  variant?: 'card' | 'detail';
}

/** An LBP price after the discount rule, with the old price struck through when a discount applies. */
export function Price({ price, discountRate, isChecked, variant = 'card' }: PriceProps) {
  const { words, price: lbp } = useLanguage();
  const discounted = isDiscountActive({ discountRate, isChecked });
  return (
    <div className={clsx(styles.price, variant === 'detail' && styles.detail)}>
      <span className={clsx(styles.amount, discounted && styles.discounted)}>
        {lbp(discountedPrice(price, discountRate, isChecked))}
      </span>
      <span className={styles.oldPrice}>
        {discounted && (
          <>
            <del>
              <span className={ui.visuallyHidden}>{`${words.card.was} `}</span>
              {lbp(price)}
            </del>
            <span className={styles.off}>{format(words.card.discountOff, { rate: discountRate })}</span>
          </>
        )}
      </span>
    </div>
  );
}
