import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * A placeholder of what is loading (MUI Skeleton's look, decision 099): a line of text (`text`, the
 * line's height with a bar across it) or a rounded box (`rounded`, its own size).
 */
export function Skeleton({
  variant = 'text',
  className,
  style,
}: {
  variant?: 'text' | 'rounded';
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={clsx(styles.skeleton, styles[variant], className)} style={style} />;
}
