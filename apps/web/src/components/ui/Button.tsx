import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

/**
 * The storefront's buttons (decision 099): MUI's Button, IconButton and Fab looks on plain elements.
 * Each is a `<button>`, a link in the app (`to`, React Router's Link) or a plain link (`href`).
 */

type Common = {
  className?: string | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
};
type AsButton = ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined; href?: undefined };
type AsLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; href?: undefined };
type AsAnchor = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: undefined };
export type Clickable = Common & (AsButton | AsLink | AsAnchor);

/** A `<button>` (type button unless told), an app link or a plain link, with the given class. */
export function ClickableBase({ className, ref, ...props }: Clickable) {
  const classes = clsx(styles.base, className);
  if (props.to !== undefined) return <Link ref={ref} className={classes} {...(props as AsLink)} />;
  if (props.href !== undefined) return <a ref={ref} className={classes} {...(props as AsAnchor)} />;
  const { type = 'button', ...button } = props as AsButton;
  return <button ref={ref} type={type} className={classes} {...button} />;
}

type ButtonColor = 'primary' | 'secondary' | 'inherit';
type ButtonSize = 'small' | 'medium' | 'large';

export type ButtonProps = Clickable & {
  variant?: 'text' | 'outlined' | 'contained';
  color?: ButtonColor;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  /** Waiting for its request: a spinner instead of the label, and no click (MUI's `loading`). */
  loading?: boolean;
};

/** MUI's round progress circle, for a button waiting for its request. */
function Spinner() {
  return (
    <span className={styles.loadingIndicator}>
      <svg className={styles.spinner} viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

export function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  fullWidth,
  loading,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = clsx(
    styles.button,
    styles[variant],
    color !== 'primary' && styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    loading && styles.loading,
    className,
  );
  const disabled = loading || ('disabled' in props && props.disabled);
  const content = (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
      {loading && <Spinner />}
    </>
  );
  if (props.to === undefined && props.href === undefined) {
    return (
      <ClickableBase className={classes} {...props} disabled={disabled}>
        {content}
      </ClickableBase>
    );
  }
  return (
    <ClickableBase className={classes} {...props}>
      {content}
    </ClickableBase>
  );
}

export type IconButtonProps = Clickable & {
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium';
};

/** A round button around one icon (name it with `aria-label`). */
export function IconButton({ color = 'default', size = 'medium', className, ...props }: IconButtonProps) {
  return (
    <ClickableBase
      className={clsx(
        styles.iconButton,
        color !== 'default' && styles[color],
        size === 'small' && styles.small,
        className,
      )}
      {...props}
    />
  );
}

export type FabProps = Clickable & { size?: 'small' | 'medium' };

/** A floating round button (the secondary colour unless a class gives another). */
export function Fab({ size = 'medium', className, ...props }: FabProps) {
  return (
    <ClickableBase className={clsx(styles.fab, size === 'small' && styles.small, className)} {...props} />
  );
}
