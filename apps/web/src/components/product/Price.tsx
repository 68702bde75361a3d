import { discountedPrice, format, formatLbp, isDiscountActive } from '@shop/shared';
import { classNames } from '../../lib/classNames';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { cardLabels } from './labels';
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
  const discounted = isDiscountActive({ discountRate, isChecked });
  return (
    <div className={classNames(styles.price, variant === 'detail' && styles.detail)}>
      <span className={classNames(styles.amount, discounted && styles.discounted)}>
        {formatLbp(discountedPrice(price, discountRate, isChecked))}
      </span>
      <span className={styles.oldPrice}>
        {discounted && (
          <>
            <del>
              <span style={visuallyHidden}>{`${cardLabels.was} `}</span>
              {formatLbp(price)}
            </del>
            <span className={styles.off}>{format(cardLabels.discountOff, { rate: discountRate })}</span>
          </>
        )}
      </span>
    </div>
  );
}
