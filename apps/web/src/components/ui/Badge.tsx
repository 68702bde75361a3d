import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './badge.module.css';

/**
 * A count on the end corner of what it marks (MUI Badge's look, decision 099): hidden at 0, '99+' above
 * the maximum. The count is decoration: name the control with the number in its label.
 */
export function Badge({ count, max = 99, children }: { count: number; max?: number; children: ReactNode }) {
  return (
    <span className={styles.root}>
      {children}
      <span className={clsx(styles.badge, count === 0 && styles.invisible)}>
        {count > max ? `${max}+` : count > 0 ? count : ''}
      </span>
    </span>
  );
}
