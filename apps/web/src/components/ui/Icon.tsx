import clsx from 'clsx';
import { ICONS, type IconName } from './icons';
import styles from './ui.module.css';

export type IconSize = 'small' | 'medium' | 'inherit';

/**
 * A Material icon as a plain `<svg>` (MUI's SvgIcon sizes: 24 px, 20 px small, or the text's size),
 * hidden from assistive technology: its control is labelled. `mirror`: an icon that points turns to
 * face the reading direction on a right-to-left page.
 */
export function Icon({
  name,
  size = 'medium',
  mirror,
  className,
}: {
  name: IconName;
  size?: IconSize;
  mirror?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={clsx(styles.icon, styles[size], mirror && styles.mirror, className)}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
