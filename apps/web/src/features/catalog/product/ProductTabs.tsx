import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { type ReactNode, useId, useState } from 'react';
import { distinctColors } from '../../../components/product/ColorDots';
import { productLabels } from './labels';
import { sizeChoices } from './selection';

interface ProductTabsProps {
  product: Product;
  /** The description for the chosen option (spec §4), else the product's. */
  description: string;
}

function DetailsList({ product }: { product: Product }) {
  const categoryPath = [product.category, product.subcategory, product.subsubcategory].filter(Boolean);
  const rows: [string, string | null][] = [
    [productLabels.productNumber, product.productId],
    [productLabels.category, categoryPath.join(' › ')],
    [productLabels.collection, product.collectiontype],
    [
      productLabels.sizes,
      sizeChoices(product.options)
        .map((choice) => choice.value)
        .join(', '),
    ],
    [productLabels.colors, distinctColors(product.options).join(', ')],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, margin: 0 }}
    >
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
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

/** Description and Details, as tabs (spec §2: Description tab). */
export function ProductTabs({ product, description }: ProductTabsProps) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const panels: [string, ReactNode][] = [
    [
      productLabels.description,
      <Typography key="description" sx={{ whiteSpace: 'pre-line', maxInlineSize: '70ch' }}>
        {description}
      </Typography>,
    ],
    [productLabels.details, <DetailsList key="details" product={product} />],
  ];

  return (
    <Box component="section" sx={{ marginBlockStart: { xs: 5, md: 7 } }}>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {panels.map(([label], index) => (
          <Tab
            key={label}
            label={label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            sx={{ fontSize: '1rem' }}
          />
        ))}
      </Tabs>
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
