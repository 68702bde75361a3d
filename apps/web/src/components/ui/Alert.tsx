import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { Icon } from './Icon';

const ICONS = {
  success: 'successOutlined',
  warning: 'reportProblemOutlined',
  error: 'errorOutline',
} as const;

/** A message in a tinted box with its icon (MUI's standard Alert, decision 099). */
export function Alert({
  severity,
  role,
  className,
  children,
}: {
  severity: keyof typeof ICONS;
  role: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role={role} className={clsx(styles.alert, styles[severity], className)}>
      <div className={styles.icon}>
        <Icon name={ICONS[severity]} size="inherit" />
      </div>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
