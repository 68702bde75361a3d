import { format } from '@shop/shared';
import { Button } from '../../../components/ui/Button';
import { HydrateOnItsOwn } from '../../../lib/HydrateOnItsOwn';
import { useWords } from '../../../lib/i18n';
import styles from './listing.module.css';
import { pageItems } from './pages';

export interface ListingPaginationProps {
  page: number;
  pageCount: number;
  /** The query string of a page (the other filters unchanged). */
  searchForPage(page: number): string;
}

/**
 * First, Prev, page numbers, Next, Last (docs/product.md §3.3). Each is a link to its page's URL, so a page
 * can be opened in a new tab or shared, and Back returns to the previous one.
 */
export function ListingPagination({ page, pageCount, searchForPage }: ListingPaginationProps) {
  const { catalog } = useWords();
  const words = { first: catalog.first, previous: catalog.prev, next: catalog.next, last: catalog.last };
  const items = pageItems(page, pageCount);

  return (
    <nav aria-label={catalog.pagination}>
      {/* Below the cards: in the listing's island, hydrated in a task of its own after them. */}
      <HydrateOnItsOwn>
        <ul className={styles.pages}>
          {items.map((item) => {
            const key = `${item.type}-${item.page}`;
            if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
              return (
                <li key={key} aria-hidden className={styles.ellipsis}>
                  …
                </li>
              );
            }
            const isPage = item.type === 'page';
            const text = item.type === 'page' ? String(item.page) : words[item.type];
            const common = {
              size: 'small' as const,
              variant: item.selected ? ('contained' as const) : ('outlined' as const),
              className: isPage ? styles.pageButton : styles.stepButton,
              'aria-label': isPage ? format(catalog.page, { page: text }) : undefined,
            };
            return (
              <li key={key}>
                {item.disabled || item.selected ? (
                  <Button
                    {...common}
                    disabled={item.disabled}
                    aria-current={item.selected ? 'page' : undefined}
                    tabIndex={item.selected ? -1 : undefined}
                  >
                    {text}
                  </Button>
                ) : (
                  <Button {...common} to={`?${searchForPage(item.page ?? 1)}`}>
                    {text}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </HydrateOnItsOwn>
    </nav>
  );
}
