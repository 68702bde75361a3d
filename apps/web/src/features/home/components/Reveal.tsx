import type { ReactNode } from 'react';

export interface RevealProps {
  children: ReactNode;
  /** Stagger between blocks that enter together, in ms. */
  delay?: number;
}

/**
 * A block of the home page that fades and lifts in when it first scrolls into view, on the first visit
 * of the session (docs/product.md §3.2). The server draws it shown; `Entrance` (an island) hides what is below the
 * fold and plays the entrance, on the page the server drew as in a screen the browser draws itself.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  return <div data-reveal={delay}>{children}</div>;
}
