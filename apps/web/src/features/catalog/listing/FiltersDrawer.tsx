import { useId } from 'react';
import { Button, IconButton } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { Sheet } from '../../../components/ui/Sheet';
import text from '../../../components/ui/text.module.css';
import { useWords } from '../../../lib/i18n';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import styles from './listing.module.css';

export interface FiltersDrawerProps extends FilterPanelProps {
  open: boolean;
  onClose(): void;
  onClear(): void;
  /** 'Show results' reads the current count, e.g. 'Show 24 results'. */
  resultLabel: string;
}

/** The filter panel on phones (below md): a sheet opened by the 'Filters' button. */
export function FiltersDrawer({ open, onClose, onClear, resultLabel, ...panel }: FiltersDrawerProps) {
  const titleId = useId();
  const { catalog } = useWords();
  return (
    <Sheet open={open} onClose={onClose} labelledBy={titleId} className={styles.drawer}>
      <div className={styles.drawerHead}>
        <h2 id={titleId} className={text.h5}>
          {catalog.filters}
        </h2>
        <IconButton onClick={onClose} aria-label={catalog.closeFilters}>
          <Icon name="closeRounded" />
        </IconButton>
      </div>
      <div className={styles.drawerBody}>
        {/* Drawn ahead while closed (FiltersButton), a section at a time; all at once when opened. */}
        <FilterPanel {...panel} stepwise={!open} />
      </div>
      <div className={styles.drawerFoot}>
        <Button variant="outlined" onClick={onClear}>
          {catalog.clearAll}
        </Button>
        <Button variant="contained" onClick={onClose} className={styles.showResults}>
          {resultLabel}
        </Button>
      </div>
    </Sheet>
  );
}
