import type { Product } from '@shop/shared';
import { paths } from '@shop/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import text from '../../../components/ui/text.module.css';
import { useSubcategoryName } from '../../../lib/categories';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import styles from './productPage.module.css';

/** Home › category › sub-category › product, each level linking to its listing. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const { term } = useLanguage();
  const words = usePageWords();
  const { category, subcategory, name } = product;
  const subcategoryName = useSubcategoryName(subcategory, category);
  const trail = [
    { label: words.layout.home, to: paths.home },
    { label: term('categories', category), to: paths.productCat(category) },
    { label: subcategoryName, to: paths.productSubCat(category, subcategory) },
  ];
  return (
    <nav aria-label={words.productPage.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        {trail.map(({ label, to }) => (
          <Fragment key={to}>
            <li>
              <Link to={to} className={text.link}>
                {label}
              </Link>
            </li>
            <li aria-hidden="true" className={styles.separator}>
              {/* The chevron points along the reading direction: to the left on an Arabic page. */}
              <Icon name="chevronRightRounded" size="small" mirror />
            </li>
          </Fragment>
        ))}
        <li>
          {/* dir="auto": a name left in English reads, and is cut, from its own start on an Arabic page. */}
          <p aria-current="page" dir="auto" className={styles.current}>
            {name}
          </p>
        </li>
      </ol>
    </nav>
  );
}
