import type { CSSProperties, ReactNode } from 'react';
import { ClickableBase } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import styles from './listing.module.css';

export interface ChoiceProps {
  selected: boolean;
  onToggle(): void;
  children: ReactNode;
  /** The accessible name when the content is not text (star bars). */
  label?: string;
  /** Nesting level in a tree of choices (sub-categories). */
  depth?: number;
}

/** A filter choice in a list: a toggle button (aria-pressed); pressing the chosen one again unsets it. */
export function ChoiceRow({ selected, onToggle, children, label, depth = 0 }: ChoiceProps) {
  return (
    <ClickableBase
      aria-pressed={selected}
      aria-label={label}
      onClick={onToggle}
      className={styles.row}
      style={{ '--depth': depth } as CSSProperties}
    >
      {children}
      {selected && <Icon name="checkRounded" size="small" />}
    </ClickableBase>
  );
}

/** A filter choice among short words (sizes, seasons): a pill toggle button. */
export function ChoicePill({ selected, onToggle, children }: ChoiceProps) {
  return (
    <ClickableBase aria-pressed={selected} onClick={onToggle} className={styles.pill}>
      {children}
    </ClickableBase>
  );
}

/**
 * A row of pills for one filter's values (sizes, seasons): the chosen one pressed; pressing it again
 * unsets the filter.
 */
export function ChoicePills<T extends string>({
  values,
  chosen,
  label,
  onChoose,
  className = styles.pills,
}: {
  values: readonly T[];
  chosen: T | undefined;
  label(value: T): string;
  onChoose(value: T | undefined): void;
  className?: string;
}) {
  return (
    <div className={className}>
      {values.map((value) => {
        const selected = chosen === value;
        return (
          <ChoicePill key={value} selected={selected} onToggle={() => onChoose(selected ? undefined : value)}>
            {label(value)}
          </ChoicePill>
        );
      })}
    </div>
  );
}
