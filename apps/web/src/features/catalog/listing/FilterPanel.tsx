import type { ListingScope, ListingState } from '@shop/shared';
import { COLLECTION_TYPES, sizesForCategory } from '@shop/shared';
import clsx from 'clsx';
import { startTransition, useEffect, useState } from 'react';
import { useCategories } from '../../../lib/categories';
import { useLanguage } from '../../../lib/i18n';
import { whenIdle } from '../../../lib/idle';
import { ChoicePill, ChoicePills, ChoiceRow } from './Choice';
import { ColorFilter } from './ColorFilter';
import { categoryChoices } from './categoryChoices';
import { FilterSection } from './FilterSection';
import styles from './listing.module.css';
import type { FilterChange } from './listingState';
import { PriceFilter } from './PriceFilter';
import { RatingFilter } from './RatingFilter';

export interface FilterPanelProps {
  state: ListingState;
  scope: ListingScope;
  maxPrice: number | undefined;
  onChange(change: FilterChange): void;
}

/**
 * How many of `count` sections to draw: all, or when `stepwise`, one more each time the browser is idle
 * (each section's render, style and layout a short task of its own, not one long one). Once all are
 * drawn, or as soon as `stepwise` ends, all of them.
 */
function useDrawnInSteps(count: number, stepwise: boolean): number {
  const [drawn, setDrawn] = useState(stepwise ? 1 : count);
  const all = !stepwise || drawn >= count;
  useEffect(() => {
    if (all) {
      if (drawn < count) setDrawn(count);
      return;
    }
    return whenIdle(() => startTransition(() => setDrawn((n) => n + 1)));
  }, [all, drawn, count]);
  return all ? count : drawn;
}

/**
 * The listing's side panel (docs/product.md §3.3): Price, then the folding Collection, Colors, Size,
 * Sub-category (with its third level) and Ratings. Every choice goes straight to the URL. `stepwise`:
 * the sections are drawn one by one when the browser is idle (the phone's closed drawer, drawn ahead).
 */
export function FilterPanel({
  state,
  scope,
  maxPrice,
  onChange,
  stepwise = false,
}: FilterPanelProps & { stepwise?: boolean }) {
  const { words, term } = useLanguage();
  const { catalog } = words;
  const tree = useCategories().data ?? [];
  const categoryRows = categoryChoices(tree, state, scope);
  const sizes = sizesForCategory(state.category);

  const sections = [
    // Products with a discount running now: their own or a sale's (issue 48).
    <div key="onSale" className={clsx(styles.pills, styles.section)}>
      <ChoicePill selected={state.onSale} onToggle={() => onChange({ onSale: !state.onSale })}>
        {catalog.onSale}
      </ChoicePill>
    </div>,
    <FilterSection key="price" title={catalog.price} collapsible={false}>
      {/* Not keyed by the value: a remount on every committed step would drop the keyboard focus. */}
      <PriceFilter value={state.price} maxPrice={maxPrice} onCommit={(price) => onChange({ price })} />
    </FilterSection>,
    <FilterSection key="collection" title={catalog.collection}>
      <ChoicePills
        values={COLLECTION_TYPES}
        chosen={state.collectiontype}
        label={(type) => term('collections', type)}
        onChoose={(collectiontype) => onChange({ collectiontype })}
      />
    </FilterSection>,
    <FilterSection key="colors" title={catalog.colors}>
      <ColorFilter value={state.color} onChange={(color) => onChange({ color })} />
    </FilterSection>,
    <FilterSection key="size" title={catalog.size}>
      {/* Without a category every size is offered: a long list, so it scrolls inside the section. */}
      <ChoicePills
        values={sizes}
        chosen={state.size}
        label={(size) => term('sizes', size)}
        onChoose={(size) => onChange({ size })}
        className={`${styles.pills} ${styles.sizes}`}
      />
    </FilterSection>,
    categoryRows.length > 0 && (
      <FilterSection key="category" title={scope.category ? catalog.subCategory : catalog.category}>
        <div className={styles.rows}>
          {categoryRows.map((row) => (
            <ChoiceRow
              key={`${row.depth}-${row.label}`}
              selected={row.selected}
              depth={row.depth}
              onToggle={() => onChange(row.change)}
            >
              {term(row.group, row.label, row.labels)}
            </ChoiceRow>
          ))}
        </div>
      </FilterSection>
    ),
    <FilterSection key="ratings" title={catalog.ratings}>
      <RatingFilter value={state.rating} onChange={(rating) => onChange({ rating })} />
    </FilterSection>,
  ].filter((section) => section !== false);
  const drawn = useDrawnInSteps(sections.length, stepwise);
  return <div>{sections.slice(0, drawn)}</div>;
}
