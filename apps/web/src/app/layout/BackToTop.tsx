import { BACK_TO_TOP_PX } from '@shop/shared';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Fab } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useWords } from '../../lib/i18n';
import styles from './layout.module.css';
import { MAIN_ID } from './SkipLink';

/** Whether the page is scrolled past `threshold` pixels (read after mounting: the server has no scroll). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}

/**
 * Appears after BACK_TO_TOP_PX of scrolling (growing in, as MUI's Zoom); scrolls up and moves focus back
 * to the page content. Placed by FloatingActions, above the WhatsApp button.
 */
export function BackToTop() {
  const { layout } = useWords();
  const scrolled = useScrolledPast(BACK_TO_TOP_PX);

  const toTop = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };

  return (
    <Fab
      size="small"
      onClick={toTop}
      aria-label={layout.backToTop}
      className={clsx(styles.backToTop, !scrolled && styles.backToTopHidden)}
    >
      <Icon name="keyboardArrowUp" />
    </Fab>
  );
}
