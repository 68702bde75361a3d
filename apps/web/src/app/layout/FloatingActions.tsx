import { isAdminPath } from '@shop/shared';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import { useWords } from '../../lib/i18n';
import { useNotificationShown } from '../../lib/toast';
import { BackToTop } from './BackToTop';
import styles from './layout.module.css';
import { WhatsAppButton } from './WhatsAppButton';

/** The floating buttons, stacked in one column at the bottom end so they never overlap each other. */
export default function FloatingActions() {
  const { layout } = useWords();
  const notificationShown = useNotificationShown();
  const { pathname } = useLocation();
  return (
    <aside
      aria-label={layout.quickActions}
      data-testid="floating-actions"
      className={clsx(styles.floating, notificationShown && styles.floatingRaised)}
    >
      <BackToTop />
      {/* The shop's WhatsApp button is for shoppers: on the admin's screens it would cover a table's last column. */}
      {!isAdminPath(pathname) && <WhatsAppButton hidden={notificationShown} />}
    </aside>
  );
}
