import type { Suggestion } from '@shop/shared';
import { useLanguage } from '../../../lib/i18n';
import { optionId } from './highlight';
import styles from './search.module.css';

export interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  active: number;
  /** Shown instead of the list when the search found nothing ('No result found for …'). */
  emptyText: string | undefined;
  onHighlight(index: number): void;
  onChoose(suggestion: Suggestion): void;
}

/** The live search's drop-down: picture, name, code and price of each suggestion (docs/product.md §3.3). */
export default function SuggestionList({
  id,
  suggestions,
  active,
  emptyText,
  onHighlight,
  onChoose,
}: SuggestionListProps) {
  const { price } = useLanguage();
  return (
    <div className={styles.list}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's list (WAI-ARIA combobox pattern); the focus stays in the text box */}
      <ul role="listbox" id={id} className={styles.options}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox, reached by its arrow keys (aria-activedescendant)
          <li
            key={suggestion._id}
            id={optionId(id, index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox (WAI-ARIA combobox pattern)
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the text box, so the list stays open until the click completes.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(suggestion)}
            className={styles.option}
          >
            <img
              src={suggestion.image ?? undefined}
              alt=""
              width={44}
              height={44}
              className={styles.picture}
            />
            <div className={styles.texts}>
              {/* dir="auto": a name left in English is cut at its own end on an Arabic page. */}
              <p dir="auto" className={styles.name}>
                {suggestion.name}
              </p>
              <p className={styles.details}>
                <bdi dir="ltr">{suggestion.productId}</bdi> · <bdi>{price(suggestion.price)}</bdi>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {emptyText && <p className={styles.empty}>{emptyText}</p>}
    </div>
  );
}
