import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { paths } from '@shop/shared';
import { useLanguage } from '../../lib/i18n';
import { categoryLinks } from './navigation';
import { useMenuButton } from './useMenuButton';

/** The header's Products button: all products, then one entry per main category. */
export function ProductsMenu() {
  const { words, term } = useLanguage();
  const { buttonProps, renderMenu } = useMenuButton();
  const entries = [
    { label: words.layout.allProducts, to: paths.products },
    ...categoryLinks.map(({ category, to }) => ({ label: term('categories', category), to })),
  ];
  return (
    <>
      <Button color="inherit" endIcon={<ExpandMoreIcon />} {...buttonProps}>
        {words.layout.products}
      </Button>
      {renderMenu({ entries })}
    </>
  );
}
