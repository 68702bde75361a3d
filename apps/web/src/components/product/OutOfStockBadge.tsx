import { cardLabels } from './labels';
import styles from './product.module.css';

/** The 'Out of stock' mark of a product, on its card's picture and above its page's name. */
export function OutOfStockBadge({ className }: { className?: string }) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>{cardLabels.outOfStock}</span>
  );
}
