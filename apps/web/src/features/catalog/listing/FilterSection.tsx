import clsx from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { ClickableBase } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import styles from './listing.module.css';

export interface FilterSectionProps {
  title: string;
  children: ReactNode;
  /** Price is always open; the other sections fold (docs/product.md §3.3). */
  collapsible?: boolean;
}

/** One block of the filter panel, with a heading that folds it away. */
export function FilterSection({ title, children, collapsible = true }: FilterSectionProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>
        {collapsible ? (
          <ClickableBase
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen(!open)}
            className={styles.toggle}
          >
            {title}
            <Icon name="expandMoreRounded" />
          </ClickableBase>
        ) : (
          <span>{title}</span>
        )}
      </h3>
      <div id={contentId} className={clsx(styles.collapse, !open && styles.folded)}>
        <div>
          <div className={styles.sectionBody}>{children}</div>
        </div>
      </div>
    </section>
  );
}
