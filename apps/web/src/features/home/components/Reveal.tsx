import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/hydration';
import styles from './Reveal.module.css';

export interface RevealProps {
  /** False after the first visit of the session (and while hydrating): the content is simply there. */
  animate: boolean;
  children: ReactNode;
  /** Stagger between blocks that enter together, in ms. */
  delay?: number;
}

/** Fades and lifts its content in when it first scrolls into view (entrance animation, spec §2). */
export function Reveal({ animate: firstVisit, children, delay = 0 }: RevealProps) {
  // A server-rendered page is hydrated as the server sent it (everything shown); then what is below the
  // fold hides, unseen, and enters like on a page the browser renders itself.
  const animate = useHydrated() && firstVisit;
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!animate);

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Already in view, even a little, when first seen: it stays; otherwise it waits hidden.
        const inView = first ? entry.intersectionRatio > 0 : entry.intersectionRatio >= 0.1;
        first = false;
        setShown(inView);
        if (inView) observer.disconnect();
      },
      { threshold: [0, 0.1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animate]);

  // One element whatever `animate` says: it turns true once a server-rendered page is hydrated, and a
  // different element would rebuild the content already in view.
  const className = animate ? clsx(styles.animate, !shown && styles.waiting) : undefined;
  return (
    <div ref={ref} className={className} style={animate ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </div>
  );
}
