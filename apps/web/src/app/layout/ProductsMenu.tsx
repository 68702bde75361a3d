import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { paths } from '@shop/shared';
import { labels } from '../../lib/labels';
import { categoryLinks } from './navigation';
import { useMenuButton } from './useMenuButton';

const entries = [{ label: labels.allProducts, to: paths.products }, ...categoryLinks];

/** The header's Products button: all products, then one entry per main category. */
export function ProductsMenu() {
  const { buttonProps, renderMenu } = useMenuButton();
  return (
    <>
      <Button color="inherit" endIcon={<ExpandMoreIcon />} {...buttonProps}>
        {labels.products}
      </Button>
      {renderMenu({ entries })}
    </>
  );
}
