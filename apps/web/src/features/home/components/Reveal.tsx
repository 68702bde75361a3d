import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface RevealProps {
  /** False after the first visit of the session (and while hydrating): the content is simply there. */
  animate: boolean;
  children: ReactNode;
  /** Stagger between blocks that enter together, in ms. */
  delay?: number;
}

/** Fades and lifts its content in when it first scrolls into view (entrance animation, spec §2). */
export function Reveal({ animate, children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!animate);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setShown(true);
        observer.disconnect();
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  // One element whatever `animate` says: it turns true once a server-rendered page is hydrated, and a
  // different element would rebuild the content already in view.
  return (
    <Box
      ref={ref}
      sx={
        animate
          ? {
              opacity: shown ? 1 : 0,
              transform: shown ? 'none' : 'translateY(28px)',
              transition: 'opacity 700ms ease-out, transform 700ms cubic-bezier(0.2, 0.7, 0.2, 1)',
              transitionDelay: `${delay}ms`,
              '@media (prefers-reduced-motion: reduce)': {
                opacity: 1,
                transform: 'none',
                transition: 'none',
              },
            }
          : undefined
      }
    >
      {children}
    </Box>
  );
}
