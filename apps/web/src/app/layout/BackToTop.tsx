import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { BACK_TO_TOP_PX } from '@shop/shared';
import { useWords } from '../../lib/i18n';
import { MAIN_ID } from './SkipLink';

/**
 * Appears after BACK_TO_TOP_PX of scrolling; scrolls up and moves focus back to the page content. Placed
 * by FloatingActions, above the WhatsApp button.
 */
export function BackToTop() {
  const { layout } = useWords();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: BACK_TO_TOP_PX });

  const toTop = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };

  return (
    <Zoom in={scrolled}>
      <Fab size="small" color="secondary" onClick={toTop} aria-label={layout.backToTop}>
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
