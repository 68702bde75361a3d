import type { Product } from '@shop/shared';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { distinctColors } from '../../../components/product/ColorDots';
import { useSubcategoryName } from '../../../lib/categories';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useDollarRate } from '../../../lib/rates';
import { useProduct } from './api/getProduct';
import styles from './productPage.module.css';
import { shownDetails, sizeChoices } from './selection';
import { useSelection } from './selectionStore';

function DetailsList({ product }: { product: Product }) {
  const { term } = useLanguage();
  const words = usePageWords();
  const { productPage } = words;
  const subcategoryName = useSubcategoryName(product.subcategory, product.category);
  const categoryPath = [
    term('categories', product.category),
    subcategoryName,
    product.subsubcategory && term('subsubcategories', product.subsubcategory),
  ].filter(Boolean);
  const list = (values: string[]) => values.join(words.card.listSeparator);
  const rows: [string, ReactNode][] = [
    // A product code reads left to right, also on an Arabic page.
    [productPage.productNumber, product.productId && <bdi dir="ltr">{product.productId}</bdi>],
    // '›' is a mirrored character: it points along the reading direction in Arabic too.
    [productPage.category, categoryPath.join(' › ')],
    [productPage.collection, product.collectiontype && term('collections', product.collectiontype)],
    [productPage.sizes, list(sizeChoices(product.options).map((choice) => term('sizes', choice.value)))],
    [productPage.colors, list(distinctColors(product.options).map((color) => term('colors', color)))],
  ];
  return (
    <dl className={styles.details}>
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Description and Details, as tabs (docs/product.md §3.5), following the WAI-ARIA tabs pattern: the
 * arrow keys, Home and End move between tabs and select them. Plain buttons rather than MUI's Tabs, which
 * measure themselves as they mount (a forced layout while the product page hydrates) for an indicator
 * and scroll buttons two tabs never need. An island of the product page (decision 098): the
 * description is the chosen option's (docs/product.md §3.5), as the buying column's island chose it.
 */
export default function ProductDetails({ productId }: { productId: string }) {
  const product = useProduct(productId).data;
  return product ? <ProductTabs product={product} /> : null;
}

function ProductTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { dir } = useLanguage();
  const rtl = dir === 'rtl';
  const { productPage } = usePageWords();
  const { data: dollarRate } = useDollarRate();
  const { description } = shownDetails(product, useSelection(product._id), dollarRate);
  const panels: [string, ReactNode][] = [
    [
      productPage.description,
      // dir="auto": a description left in English lines up as English on an Arabic page.
      <p key="description" dir="auto" className={styles.description}>
        {description}
      </p>,
    ],
    [productPage.details, <DetailsList key="details" product={product} />],
  ];

  const select = (index: number) => {
    setTab(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = panels.length - 1;
    // In a right-to-left page the arrows follow the reading direction.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next = {
      [forward]: tab === last ? 0 : tab + 1,
      [backward]: tab === 0 ? last : tab - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section className={styles.tabs}>
      <div role="tablist" onKeyDown={onKeyDown} className={styles.tabList}>
        {panels.map(([label], index) => (
          <button
            type="button"
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={tab === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={tab === index ? 0 : -1}
            onClick={() => setTab(index)}
            className={styles.tab}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map(([label, panel], index) => (
        <div
          key={label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className={styles.panel}
        >
          {tab === index && panel}
        </div>
      ))}
    </section>
  );
}
