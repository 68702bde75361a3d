import { classNames } from '../../lib/classNames';
import { cardLabels } from './labels';
import styles from './product.module.css';

/** The 'Out of stock' mark of a product, on its card's picture and above its page's name. */
export function OutOfStockBadge({ className }: { className?: string }) {
  return <span className={classNames(styles.badge, className)}>{cardLabels.outOfStock}</span>;
}
