import { MAIN_CATEGORIES, paths } from '@shop/shared';
import clsx from 'clsx';
import { PageNotFound } from '../../components/NotFoundState';
import { PageSection } from '../../components/PageSection';
import text from '../../components/ui/text.module.css';
import { useSubcategoryName } from '../../lib/categories';
import { useLanguage } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import ListingResults from './listing/ListingResults.island';
import styles from './listing/listing.module.css';
import { listingTitle } from './listing/listingTitle';
import { useListing } from './listing/useListing';

/**
 * Every listing route (/products, /productCat, /productSubCat, /productSubCats, /search): the title, then
 * the filters, the product grid and the pages, which are the page's island (decision 098).
 */
export default function ListingPage() {
  const { scope } = useListing();
  const language = useLanguage();
  const subcategoryName = useSubcategoryName(scope.subcategory, scope.category);
  const { category } = scope;
  // A main category the shop does not have is a page that does not exist, not a failed search.
  if (category !== undefined && !(MAIN_CATEGORIES as readonly string[]).includes(category)) {
    return <PageNotFound to={paths.products} action={language.words.catalog.browseAll} />;
  }
  return (
    <PageSection>
      <header className={styles.header}>
        {scope.category && scope.subcategory && (
          <p className={clsx(text.overline, styles.overline)}>
            {language.term('categories', scope.category)}
          </p>
        )}
        <h1 className={clsx(text.h1, styles.title)}>{listingTitle(scope, language, subcategoryName)}</h1>
      </header>
      <Island of={ListingResults} />
    </PageSection>
  );
}
