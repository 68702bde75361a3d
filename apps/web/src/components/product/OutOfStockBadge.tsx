import { classNames } from '../../lib/classNames';
import { useWords } from '../../lib/i18n';
import styles from './product.module.css';

/** The 'Out of stock' mark of a product, on its card's picture and above its page's name. */
export function OutOfStockBadge({ className }: { className?: string }) {
  const { card } = useWords();
  return <span className={classNames(styles.badge, className)}>{card.outOfStock}</span>;
}
