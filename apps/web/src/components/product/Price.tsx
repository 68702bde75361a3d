import { discountedPrice, format, moneyParts } from '@shop/shared';
import clsx from 'clsx';
import { useLanguage } from '../../lib/i18n';
import { usePriceView } from '../../lib/money';
import ui from '../ui/ui.module.css';
import styles from './product.module.css';

export interface PriceProps {
  /** The price before any discount, LBP. */
  price: number;
  /** The discount running now, in percent (the product's `discountNow`); 0: none. */
  discount: number;
  /**
   * 'card': the price, with the old one on its own line below (always reserved, so cards line up);
   * 'detail': larger, everything on one line.
   */
  variant?: 'card' | 'detail';
}

/**
 * A price after the discount running, with the old price struck through and the percentage when there
 * is one; in pounds, dollars, or dollars with the pounds under them, as the shop shows prices.
 */
export function Price({ price, discount, variant = 'card' }: PriceProps) {
  const { words } = useLanguage();
  const view = usePriceView();
  const discounted = discount > 0;
  const now = moneyParts(discountedPrice(price, discount, discounted), view, words.layout);
  return (
    <div className={clsx(styles.price, variant === 'detail' && styles.detail)}>
      <span className={clsx(styles.amount, discounted && styles.discounted)}>
        <bdi>{now.main}</bdi>
      </span>
      {now.second !== undefined && (
        <span className={styles.second}>
          <bdi>{now.second}</bdi>
        </span>
      )}
      <span className={styles.oldPrice}>
        {discounted && (
          <>
            <del>
              <span className={ui.visuallyHidden}>{`${words.card.was} `}</span>
              <bdi>{moneyParts(price, view, words.layout).main}</bdi>
            </del>
            <span className={styles.off}>{format(words.card.discountOff, { rate: discount })}</span>
          </>
        )}
      </span>
    </div>
  );
}
