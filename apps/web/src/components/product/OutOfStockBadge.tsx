import clsx from 'clsx';
import { useWords } from '../../lib/i18n';
import styles from './product.module.css';

/** The 'Out of stock' mark of a product, on its card's picture and above its page's name. */
export function OutOfStockBadge({ className }: { className?: string }) {
  const { card } = useWords();
  return <span className={clsx(styles.badge, className)}>{card.outOfStock}</span>;
}
