import clsx from 'clsx';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button, type ButtonProps } from '../../components/ui/Button';
import styles from './forms.module.css';

interface SubmitButtonProps {
  /** While true the button shows a spinner and refuses clicks, so a form is not sent twice. */
  busy: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  children: ReactNode;
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
  /**
   * Where it sits: 16 px under the form's last field (default), tight against it, 8 px under it, or
   * where the form's own layout puts it (a MUI Stack's spacing).
   */
  gap?: 'normal' | 'flush' | 'near' | 'container';
  /** As wide as its label at the start of a column form, instead of stretched. */
  alignStart?: boolean;
}

/**
 * A form's main submit button: contained, large, with a spinner while its request runs. Disabled while
 * busy, it loses the keyboard focus (the browser moves it to the page); a pressed button takes the
 * focus back when its request ends on the same screen, so a keyboard or screen-reader user carries on
 * from where they were (after 'Invalid Email or Password', say).
 */
export function SubmitButton({
  busy,
  gap = 'normal',
  alignStart,
  variant = 'contained',
  size = 'large',
  className,
  children,
  onClick,
}: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
  }, [busy]);

  return (
    <Button
      ref={ref}
      type="submit"
      variant={variant}
      size={size}
      loading={busy}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        pressed.current = true;
        onClick?.(event);
      }}
      className={clsx(
        gap === 'normal' && styles.submit,
        gap === 'flush' && styles.flush,
        gap === 'near' && styles.near,
        alignStart && styles.start,
        className,
      )}
    >
      {children}
    </Button>
  );
}
