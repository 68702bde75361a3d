import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import styles from './overlay.module.css';

export interface MenuProps {
  id: string;
  /** The button that opened the menu; null: closed. */
  anchor: HTMLElement | null;
  onClose(): void;
  /** Lines the menu up with the button's end edge instead of its start edge. */
  alignEnd?: boolean;
  /** A line above the entries (the signed-in user's name). */
  heading?: string | undefined;
  /** The entries: `MenuItem`s. */
  children: ReactNode;
}

/** Where the menu goes: under its button, one of their edges lined up, kept 16 px inside the window. */
function placeOf(anchor: HTMLElement, alignEnd: boolean) {
  const box = anchor.getBoundingClientRect();
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const fromLeft = alignEnd === rtl;
  return fromLeft
    ? { top: box.bottom, left: Math.max(16, box.left) }
    : { top: box.bottom, right: Math.max(16, window.innerWidth - box.right) };
}

const items = (menu: HTMLElement | null) =>
  [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );

/**
 * A drop-down menu (MUI Menu's look and keys, decision 099): opened under its button with the focus on
 * its first entry; the arrow keys, Home and End move among the entries; Escape closes it and gives the
 * focus back to the button, Tab closes it; a click outside closes it and does nothing else.
 */
export function Menu({ id, anchor, onClose, alignEnd = false, heading, children }: MenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<ReturnType<typeof placeOf>>();
  useLayoutEffect(() => {
    if (anchor) setPlace(placeOf(anchor, alignEnd));
  }, [anchor, alignEnd]);
  useEffect(() => {
    if (anchor && place) items(menu.current)[0]?.focus();
  }, [anchor, place]);
  if (!anchor || !place) return null;

  const close = (refocus: boolean) => {
    onClose();
    if (refocus) anchor.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return createPortal(
    <>
      {/* Catches a click outside the menu: it closes the menu and reaches nothing under it (as MUI's). */}
      <div className={styles.menuBackdrop} onClick={() => close(false)} aria-hidden="true" />
      <ul
        ref={menu}
        id={id}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of entries as the WAI-ARIA menu pattern (and MUI) draw it
        role="menu"
        tabIndex={-1}
        className={styles.menu}
        style={{ insetBlockStart: place.top, left: place.left, right: place.right }}
        onKeyDown={onKeyDown}
      >
        {heading && (
          <li role="none">
            <p className={styles.menuHeading}>{heading}</p>
            <hr className={styles.menuDivider} />
          </li>
        )}
        {children}
      </ul>
    </>,
    document.body,
  );
}

/**
 * An entry of a menu: a link in the app (`to`), a plain link (`href`) or an action; `current` marks the
 * page the visitor is on.
 */
export function MenuItem({
  to,
  href,
  hrefLang,
  current,
  onSelect,
  icon,
  children,
  className,
}: {
  to?: string | undefined;
  href?: string | undefined;
  hrefLang?: string | undefined;
  current?: boolean | undefined;
  onSelect?: (() => void) | undefined;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: clsx(styles.menuItem, className),
    'aria-current': current ? ('page' as const) : undefined,
    onClick: onSelect,
  };
  const content = (
    <>
      {icon && <span className={styles.menuIcon}>{icon}</span>}
      {children}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} {...common}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} hrefLang={hrefLang} {...common}>
        {content}
      </a>
    );
  }
  return (
    <li
      {...common}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect?.();
        }
      }}
    >
      {content}
    </li>
  );
}
