import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from './Button';
import { Icon } from './Icon';
import styles from './snackbar.module.css';

export interface SnackbarProps {
  message: string;
  severity: 'success' | 'error';
  /** How long it stays (the pointer over it, or the focus in it, holds it). */
  hideAfterMs: number;
  /** After it has left (closed, or its time is up). */
  onDone(): void;
}

/**
 * A notification at the bottom centre (MUI Snackbar with a filled Alert, decision 099): it grows in,
 * stays `hideAfterMs` (paused while hovered or focused), then fades out, or at once when closed. An
 * alert (role="alert"), with its Close button.
 */
export function Snackbar({ message, severity, hideAfterMs, onDone }: SnackbarProps) {
  const [leaving, setLeaving] = useState(false);
  const [held, setHeld] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (leaving || held) return;
    const timer = setTimeout(() => setLeaving(true), hideAfterMs);
    return () => clearTimeout(timer);
  }, [leaving, held, hideAfterMs]);
  useEffect(() => {
    if (!leaving) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => done.current(), reduced ? 0 : 195);
    return () => clearTimeout(timer);
  }, [leaving]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer over it, or the focus in it, holds its timer (as MUI's)
    <div
      className={styles.snackbar}
      role="presentation"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div role="alert" className={clsx(styles.alert, styles[severity], leaving && styles.leaving)}>
        <div className={styles.icon}>
          <Icon name={severity === 'error' ? 'errorOutline' : 'successOutlined'} size="inherit" />
        </div>
        <div className={styles.message}>{message}</div>
        <div className={styles.action}>
          <IconButton
            size="small"
            color="inherit"
            aria-label="Close"
            title="Close"
            onClick={() => setLeaving(true)}
          >
            <Icon name="close" size="small" />
          </IconButton>
        </div>
      </div>
    </div>
  );
}
