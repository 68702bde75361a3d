import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { DURATIONS } from '@shop/shared';
import { useEffect, useState } from 'react';
import { labels } from '../../lib/labels';
import { useShop, whatsAppLink } from '../../lib/shop';

/** WhatsApp's own dark green: white on it passes the 3:1 contrast needed by icons. */
const WHATSAPP_GREEN = '#128c7e';

/** sessionStorage key: the tooltip has introduced the button in this browser session. */
const INTRODUCED_KEY = 'whatsAppIntroduced';

/**
 * The spec's tooltip for a few seconds after load (spec §2), once per browser session: on every page
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
    const timer = window.setTimeout(() => setIntroducing(false), DURATIONS.floatingTooltipMs);
    return () => window.clearTimeout(timer);
  }, [introducing]);
  return introducing;
}

/**
 * Floating chat button. Its tooltip introduces it once per session, then shows only on hover or focus,
 * and never while `hidden` (a notification is showing where the tooltip would go).
 */
export function WhatsAppButton({ hidden }: { hidden: boolean }) {
  const shop = useShop().data;
  const introducing = useIntroduction();
  const [hovered, setHovered] = useState(false);

  if (!shop) return null;
  return (
    <Tooltip
      title={labels.whatsAppTooltip}
      placement="left"
      arrow
      open={(introducing || hovered) && !hidden}
      onOpen={() => setHovered(true)}
      onClose={() => setHovered(false)}
      // A light bubble: the button floats over dark (footer) and light sections alike.
      slotProps={{
        // At the button's own level, so dialogs, drawers and toasts cover it rather than the other way round.
        popper: { sx: { zIndex: 'speedDial' } },
        tooltip: {
          sx: { bgcolor: 'background.paper', color: 'text.primary', boxShadow: 4, maxInlineSize: 240 },
        },
        arrow: { sx: { color: 'background.paper' } },
      }}
    >
      <Fab
        component="a"
        href={whatsAppLink(shop.whatsapp, labels.whatsAppText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={labels.whatsAppLabel}
        sx={{
          color: '#ffffff',
          backgroundColor: WHATSAPP_GREEN,
          '&:hover': { backgroundColor: '#075e54' },
        }}
      >
        <WhatsAppIcon />
      </Fab>
    </Tooltip>
  );
}
