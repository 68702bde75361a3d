import { Suspense, useEffect, useState } from 'react';
import { IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useWords } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { lazyPage } from '../../lib/lazyPage';
import { WIDE_SCREEN } from '../../lib/screen';
import { useShop } from '../../lib/shop';
import styles from './layout.module.css';

// The drawer's code is fetched when the browser is idle on a screen that shows the menu button (not a
// wide one), so that a tap only draws it; desktop visitors never load it.
const NavDrawer = lazyPage(() => import('./NavDrawer'));

/** The phone's menu button and its navigation drawer (below md): an island (decision 098). */
export default function MenuButton() {
  const { layout } = useWords();
  const shopName = useShop().data?.name ?? '';
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) return;
    return whenIdle(() => void NavDrawer.preload());
  }, []);
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
