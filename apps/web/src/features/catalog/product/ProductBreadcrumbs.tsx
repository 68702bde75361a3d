import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { labels } from '../../../lib/labels';

/** Home › category › sub-category › product, each level linking to its listing. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const { category, subcategory, name } = product;
  const trail = [
    { label: labels.home, to: paths.home },
    { label: category, to: paths.productCat(category) },
    {
      label: subcategory,
      to: paths.productSubCat(category, subcategory),
    },
  ];
  return (
    <Breadcrumbs sx={{ marginBlockEnd: { xs: 2, md: 3 }, fontSize: '0.875rem' }}>
      {trail.map(({ label, to }) => (
        <Link key={to} component={RouterLink} to={to} color="inherit">
          {label}
        </Link>
      ))}
      <Typography aria-current="page" noWrap sx={{ fontSize: 'inherit', maxInlineSize: '24ch' }}>
        {name}
      </Typography>
    </Breadcrumbs>
  );
}
