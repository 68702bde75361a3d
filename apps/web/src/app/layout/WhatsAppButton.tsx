import { UI_DURATIONS } from '@shop/shared';
import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Fab } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useWords } from '../../lib/i18n';
import { useShop, whatsAppLink } from '../../lib/shop';
import styles from './layout.module.css';

/** sessionStorage key: the tooltip has introduced the button in this browser session. */
const INTRODUCED_KEY = 'whatsAppIntroduced';

/**
 * Its tooltip for a few seconds after load (docs/product.md §3.1), once per browser session: on every page
 * load it would keep covering content.
 */
function useIntroduction(): boolean {
  // Read after mounting: a server-rendered page has no sessionStorage, and hydration must match it.
  const [introducing, setIntroducing] = useState(false);

  useEffect(() => {
    if (!introducing) {
      if (sessionStorage.getItem(INTRODUCED_KEY) !== null) return;
      sessionStorage.setItem(INTRODUCED_KEY, 'true');
      setIntroducing(true);
      return;
    }
    const timer = window.setTimeout(() => setIntroducing(false), UI_DURATIONS.floatingTooltipMs);
    return () => window.clearTimeout(timer);
  }, [introducing]);
  return introducing;
}

/**
 * Floating chat button. Its tooltip introduces it once per session, then shows only on hover or focus,
 * and never while `hidden` (a notification is showing where the tooltip would go). The bubble is a plain
 * element beside the button: a tooltip component would load Popper (~20 KB) on every page for it. The
 * green is WhatsApp's own (#128c7e, layout.module.css): white on it passes the 3:1 icons need.
 */
export function WhatsAppButton({ hidden }: { hidden: boolean }) {
  const { layout } = useWords();
  const shop = useShop().data;
  const introducing = useIntroduction();
  const [hovered, setHovered] = useState(false);
  // Escape hides the bubble until the pointer or the focus leaves (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const tooltipId = useId();

  if (!shop) return null;
  const open = (introducing || hovered) && !hidden && !dismissed;
  const leave = () => {
    setHovered(false);
    setDismissed(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only follows the pointer and the focus of the link inside, for its tooltip
    <div
      className={styles.whatsApp}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={leave}
      onFocus={() => setHovered(true)}
      onBlur={leave}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
    >
      <Fab
        href={whatsAppLink(shop.whatsapp, layout.whatsAppText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={layout.whatsAppLabel}
        aria-describedby={open ? tooltipId : undefined}
        className={clsx(styles.whatsAppFab)}
      >
        <Icon name="whatsApp" />
      </Fab>
      {open && (
        <div role="tooltip" id={tooltipId} className={styles.bubble}>
          {layout.whatsAppTooltip}
        </div>
      )}
    </div>
  );
}
