import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { DURATIONS } from '@shop/shared';
import { useEffect, useState } from 'react';
import { labels } from '../../lib/labels';
import { useShop, whatsAppLink } from '../../lib/shop';

/** WhatsApp's own dark green: white on it passes the 3:1 contrast needed by icons. */
const WHATSAPP_GREEN = '#128c7e';

/**
 * Floating chat button (bottom end). Its tooltip shows by itself for a few seconds after load so visitors
 * notice it (spec §2), then only on hover or focus.
 */
export function WhatsAppButton() {
  const shop = useShop().data;
  const [introducing, setIntroducing] = useState(true);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setIntroducing(false), DURATIONS.floatingTooltipMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!shop) return null;
  return (
    <Tooltip
      title={labels.whatsAppTooltip}
      placement="left"
      arrow
      open={introducing || hovered}
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
          position: 'fixed',
          insetBlockEnd: { xs: 16, md: 24 },
          insetInlineEnd: { xs: 16, md: 24 },
          zIndex: 'speedDial',
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
