import { Suspense, startTransition, useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useHydrated } from '../../../lib/hydration';
import { useWords } from '../../../lib/i18n';
import { whenIdle } from '../../../lib/idle';
import { lazyPage } from '../../../lib/lazyPage';
import type { FilterPanelProps } from './FilterPanel';
import styles from './listing.module.css';

// The drawer is loaded when the browser is idle after the listing hydrated, or when Filters is reached.
const FiltersDrawer = lazyPage(() =>
  import('./FiltersDrawer').then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * On a phone, the filters' drawer is drawn (closed, laid out off screen) once the browser is idle after
 * the listing hydrated, at low priority: a tap on Filters then only opens it. Drawn in the tap, the
 * filters and their first style and layout took ~400 ms at a phone's 4× before the drawer showed.
 */
function useDrawerDrawnWhenIdle(wide: boolean): [boolean, () => void] {
  const hydrated = useHydrated();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!hydrated || wide || drawn) return;
    return whenIdle(() => startTransition(() => setDrawn(true)));
  }, [hydrated, wide, drawn]);
  return [drawn, () => setDrawn(true)];
}

interface FiltersButtonProps {
  panel: FilterPanelProps;
  /** How many filters are chosen (the button's badge). */
  filterCount: number;
  onClear(): void;
  /** 'Show results' with the current count. */
  resultLabel: string;
  /** A wide screen shows the filters in the side panel: no drawer. */
  wide: boolean;
}

/**
 * The phone's Filters button and its drawer (the CSS hides the button on wide screens). Whether the drawer
 * is open is this component's own state, so a tap renders the button and the drawer, not the listing.
 */
export function FiltersButton({ panel, filterCount, onClear, resultLabel, wide }: FiltersButtonProps) {
  const { catalog } = useWords();
  const [open, setOpen] = useState(false);
  const [drawn, draw] = useDrawerDrawnWhenIdle(wide);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge count={filterCount}>
            <Icon name="tuneRounded" />
          </Badge>
        }
        onPointerEnter={FiltersDrawer.preload}
        onFocus={FiltersDrawer.preload}
        onClick={() => {
          draw();
          setOpen(true);
        }}
        aria-expanded={open}
        className={styles.filtersButton}
      >
        {catalog.filters}
      </Button>
      {drawn && (
        <Suspense fallback={null}>
          <FiltersDrawer
            {...panel}
            open={open}
            onClose={() => setOpen(false)}
            onClear={onClear}
            resultLabel={resultLabel}
          />
        </Suspense>
      )}
    </>
  );
}
