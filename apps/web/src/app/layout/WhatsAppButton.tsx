import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import type { Theme } from '@mui/material/styles';
import { UI_DURATIONS } from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { useWords } from '../../lib/i18n';
import { useShop, whatsAppLink } from '../../lib/shop';

/** WhatsApp's own dark green: white on it passes the 3:1 contrast needed by icons. */
const WHATSAPP_GREEN = '#128c7e';

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

/** The tooltip: a light bubble (the button floats over dark and light sections alike) before the button. */
const bubbleSx = {
  position: 'absolute',
  insetInlineEnd: 'calc(100% + 14px)',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: 'max-content',
  maxInlineSize: 240,
  paddingInline: 1.25,
  paddingBlock: 0.75,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 4,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  pointerEvents: 'none',
  // The arrow, pointing at the button.
  '&::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '100%',
    insetBlockStart: '50%',
    marginBlockStart: '-7px',
    borderBlock: '7px solid transparent',
    borderInlineStart: (theme: Theme) => `7px solid ${theme.palette.background.paper}`,
  },
} as const;

/**
 * Floating chat button. Its tooltip introduces it once per session, then shows only on hover or focus,
 * and never while `hidden` (a notification is showing where the tooltip would go). The bubble is a plain
 * element beside the button: MUI's Tooltip would load Popper (~20 KB) on every page for it.
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
    <Box
      sx={{ position: 'relative' }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={leave}
      onFocus={() => setHovered(true)}
      onBlur={leave}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
    >
      <Fab
        component="a"
        href={whatsAppLink(shop.whatsapp, layout.whatsAppText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={layout.whatsAppLabel}
        aria-describedby={open ? tooltipId : undefined}
        sx={{
          color: '#ffffff',
          backgroundColor: WHATSAPP_GREEN,
          '&:hover': { backgroundColor: '#075e54' },
        }}
      >
        <WhatsAppIcon />
      </Fab>
      {open && (
        <Box role="tooltip" id={tooltipId} sx={bubbleSx}>
          {layout.whatsAppTooltip}
        </Box>
      )}
    </Box>
  );
}
