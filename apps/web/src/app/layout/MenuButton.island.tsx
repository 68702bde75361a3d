import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useWords } from '../../lib/i18n';
import { useShop } from '../../lib/shop';
import styles from './layout.module.css';

// The drawer's code loads on the first tap of the menu button; desktop visitors never need it.
const NavDrawer = lazy(() => import('./NavDrawer'));

/** The phone's menu button and its navigation drawer (below md): an island (decision 098). */
export default function MenuButton() {
  const { layout } = useWords();
  const shopName = useShop().data?.name ?? '';
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        className={styles.menuButton}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={layout.openMenu}
        aria-expanded={open}
      >
        <Icon name="menu" />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} shopName={shopName} />
        </Suspense>
      )}
    </>
  );
}
