import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { useSubcategoryName } from '../../../lib/categories';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { mirrorInRtl } from '../../../lib/mirror';

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
  // The chevron points along the reading direction: to the left on an Arabic page.
  const separator = <ChevronRightRoundedIcon fontSize="small" sx={mirrorInRtl} />;
  return (
    <Breadcrumbs
      aria-label={words.productPage.breadcrumbs}
      separator={separator}
      sx={{ marginBlockEnd: { xs: 2, md: 3 }, fontSize: '0.875rem' }}
    >
      {trail.map(({ label, to }) => (
        <Link key={to} component={RouterLink} to={to} color="inherit">
          {label}
        </Link>
      ))}
      {/* dir="auto": a name left in English reads, and is cut, from its own start on an Arabic page. */}
      <Typography aria-current="page" dir="auto" noWrap sx={{ fontSize: 'inherit', maxInlineSize: '24ch' }}>
        {name}
      </Typography>
    </Breadcrumbs>
  );
}
