import { useLayoutEffect } from 'react';
import styles from './components/Reveal.module.css';
import { playsEntrance, rememberEntrance } from './entrance';

/**
 * The home page's entrance animation (docs/product.md §3.2), an island of the page (decision 098) that draws nothing:
 * on the first visit of the session (motion allowed), each block of the page (`Reveal`) that is out of
 * view waits hidden, then fades and lifts in when it first scrolls into view; blocks in view stay as
 * they are. In a layout effect: on a screen the browser draws itself, nothing below the fold shows first.
 */
export default function Entrance() {
  useLayoutEffect(() => {
    const animate = playsEntrance();
    rememberEntrance();
    if (!animate) return;
    const blocks = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          // Already in view, even a little, when first seen: it stays; otherwise it waits hidden.
          const inView = seen.has(target) ? intersectionRatio >= 0.1 : intersectionRatio > 0;
          seen.add(target);
          target.classList.toggle(styles.waiting as string, !inView);
          if (inView) observer.unobserve(target);
        }
      },
      { threshold: [0, 0.1] },
    );
    for (const block of blocks) {
      block.classList.add(styles.animate as string);
      block.style.transitionDelay = `${block.dataset.reveal ?? 0}ms`;
      observer.observe(block);
    }
    return () => observer.disconnect();
  }, []);
  return null;
}
