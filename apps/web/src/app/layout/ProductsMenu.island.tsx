import { paths } from '@shop/shared';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useLanguage } from '../../lib/i18n';
import { categoryLinks } from './navigation';
import { useMenuButton } from './useMenuButton';

/** The header's Products button: all products, then one entry per main category (an island, decision 098). */
export default function ProductsMenu() {
  const { words, term } = useLanguage();
  const { buttonProps, renderMenu } = useMenuButton();
  const entries = [
    { label: words.layout.allProducts, to: paths.products },
    ...categoryLinks.map(({ category, to }) => ({ label: term('categories', category), to })),
  ];
  return (
    <>
      <Button color="inherit" endIcon={<Icon name="expandMore" />} {...buttonProps}>
        {words.layout.products}
      </Button>
      {renderMenu({ entries })}
    </>
  );
}
