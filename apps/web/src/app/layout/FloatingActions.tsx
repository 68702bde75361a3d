import Box from '@mui/material/Box';
import { isAdminPath } from '@shop/shared';
import { useLocation } from 'react-router';
import { useWords } from '../../lib/i18n';
import { useNotificationShown } from '../../lib/toast';
import { BackToTop } from './BackToTop';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * Room a toast takes at the bottom of a phone screen (up to three lines, full width): the buttons rise
 * above it while it shows, so neither covers the other.
 */
const TOAST_ROOM_PX = 104;

/**
 * The floating buttons, stacked in one column at the bottom end so they never overlap each other; a
 * chunk of their own: they are not needed for the first paint.
 */
export default function FloatingActions() {
  const { layout } = useWords();
  const notificationShown = useNotificationShown();
  const { pathname } = useLocation();
  return (
    <Box
      component="aside"
      aria-label={layout.quickActions}
      data-testid="floating-actions"
      sx={{
        position: 'fixed',
        insetBlockEnd: { xs: 16, md: 24 },
        insetInlineEnd: { xs: 16, md: 24 },
        zIndex: 'speedDial',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        // Only the buttons take clicks: the column around them (and a hidden back-to-top button's room)
        // lets them through to the page below.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        transform: notificationShown ? `translateY(-${TOAST_ROOM_PX}px)` : 'none',
        transition: (theme) => theme.transitions.create('transform'),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <BackToTop />
      {/* The shop's WhatsApp button is for shoppers: on the admin's screens it would cover a table's last column. */}
      {!isAdminPath(pathname) && <WhatsAppButton hidden={notificationShown} />}
    </Box>
  );
}
