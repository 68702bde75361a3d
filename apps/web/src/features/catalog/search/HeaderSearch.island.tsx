import { format, paths, SUGGEST_MIN_LENGTH, type Suggestion } from '@shop/shared';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { OutlinedInput } from '../../../components/ui/OutlinedInput';
import { useWords } from '../../../lib/i18n';
import { useSuggestions } from '../api/getSuggestions';
import { moveHighlight, optionId } from './highlight';
import styles from './search.module.css';

/** Suggestions follow the typing after this pause, so a word typed quickly is one request. */
const DEBOUNCE_MS = 200;
const none: Suggestion[] = [];

// The drop-down's code is fetched when the box gets focus, well before the first answer arrives.
const loadSuggestionList = () => import('./SuggestionList');
const SuggestionList = lazy(loadSuggestionList);

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The header's live search, an ARIA combobox: suggestions (picture, name, code, price) appear as the
 * visitor types; arrow keys move through them and Enter opens the highlighted product, or the search
 * results (/search/{keyword}) when none is highlighted. The field kit's box without a label (decision
 * 099); an island of the pages drawn as islands (decision 098).
 */
export default function HeaderSearch() {
  const { layout, messages } = useWords();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keyword = text.trim();
  const query = useDebounced(keyword, DEBOUNCE_MS);
  const { data, isSuccess, isPlaceholderData } = useSuggestions(query);
  const suggestions = data ?? none;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list
  useEffect(() => setActive(-1), [data]);

  const searching = open && keyword.length >= SUGGEST_MIN_LENGTH && query.length >= SUGGEST_MIN_LENGTH;
  const expanded = searching && suggestions.length > 0;
  const found = searching && isSuccess && !isPlaceholderData;
  const emptyText =
    found && suggestions.length === 0 ? format(messages.noResultFor, { keyword: query }) : undefined;

  const leave = (path: string) => {
    setOpen(false);
    inputRef.current?.blur();
    navigate(path);
  };
  const choose = (suggestion: Suggestion) => {
    setText('');
    leave(paths.product(suggestion._id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const highlighted = expanded ? suggestions[active] : undefined;
    if (highlighted) choose(highlighted);
    else if (keyword) leave(paths.search(keyword));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (expanded) setActive(moveHighlight(active, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Escape' && open) {
      // The first Escape closes the list; a second one is the browser's (it clears a search box).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search style={{ inlineSize: '100%' }}>
      <form onSubmit={submit} className={styles.form}>
        <OutlinedInput
          ref={inputRef}
          size="small"
          pill
          startAdornment={<Icon name="search" size="small" />}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            loadSuggestionList();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={layout.searchPlaceholder}
          type="search"
          role="combobox"
          aria-label={layout.search}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        {(expanded || emptyText) && (
          <Suspense fallback={null}>
            <SuggestionList
              id={listId}
              suggestions={expanded ? suggestions : []}
              active={active}
              emptyText={emptyText}
              onHighlight={setActive}
              onChoose={choose}
            />
          </Suspense>
        )}
      </form>
    </search>
  );
}
