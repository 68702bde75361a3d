import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import type { AppMenuProps } from './AppMenu';

const loadAppMenu = () => import('./AppMenu');
const AppMenu = lazy(loadAppMenu);

/**
 * State of a button that opens an AppMenu. The menu's code is fetched when the pointer or focus reaches
 * the button, so it is usually there by the time of the click.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);

  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'aria-controls': anchor ? id : undefined,
    onPointerEnter: loadAppMenu,
    onFocus: loadAppMenu,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setUsed(true);
      setAnchor(event.currentTarget);
    },
  };

  /** Renders the menu once it has been opened (kept mounted afterwards for its closing animation). */
  const renderMenu = (props: Omit<AppMenuProps, 'id' | 'anchor' | 'onClose'>) =>
    used && (
      <Suspense fallback={null}>
        <AppMenu id={id} anchor={anchor} onClose={close} {...props} />
      </Suspense>
    );

  return { buttonProps, renderMenu };
}
