import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { distinctColors } from '../../../components/product/ColorDots';
import { useSubcategoryName } from '../../../lib/categories';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { sizeChoices } from './selection';

interface ProductTabsProps {
  product: Product;
  /** The description for the chosen option (docs/product.md §3.5), else the product's. */
  description: string;
}

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
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, margin: 0 }}
    >
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Box>
            <Box component="dd" sx={{ margin: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

const tabSx = {
  minBlockSize: 48,
  paddingInline: 2,
  paddingBlock: 1.5,
  border: 0,
  borderBlockEnd: '2px solid transparent',
  marginBlockEnd: '-1px',
  background: 'none',
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 650,
  letterSpacing: '0.02em',
  color: 'text.secondary',
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: 'primary.main', borderBlockEndColor: 'currentColor' },
  '&:hover': { color: 'text.primary' },
} as const;

/**
 * Description and Details, as tabs (docs/product.md §3.5), following the WAI-ARIA tabs pattern: the
 * arrow keys, Home and End move between tabs and select them. Plain buttons rather than MUI's Tabs, which
 * measure themselves as they mount (a forced layout while the product page hydrates) for an indicator
 * and scroll buttons two tabs never need.
 */
export function ProductTabs({ product, description }: ProductTabsProps) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rtl = useTheme().direction === 'rtl';
  const { productPage } = usePageWords();
  const panels: [string, ReactNode][] = [
    [
      productPage.description,
      // dir="auto": a description left in English lines up as English on an Arabic page.
      <Typography key="description" dir="auto" sx={{ whiteSpace: 'pre-line', maxInlineSize: '70ch' }}>
        {description}
      </Typography>,
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
    <Box component="section" sx={{ marginBlockStart: { xs: 5, md: 7 } }}>
      <Box
        role="tablist"
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', borderBlockEnd: '1px solid', borderColor: 'divider' }}
      >
        {panels.map(([label], index) => (
          <Box
            component="button"
            type="button"
            key={label}
            ref={(element: HTMLButtonElement | null) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={tab === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={tab === index ? 0 : -1}
            onClick={() => setTab(index)}
            sx={tabSx}
          >
            {label}
          </Box>
        ))}
      </Box>
      {panels.map(([label, panel], index) => (
        <Box
          key={label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ paddingBlock: 3 }}
        >
          {tab === index && panel}
        </Box>
      ))}
    </Box>
  );
}
