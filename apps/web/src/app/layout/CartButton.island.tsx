import { Badge } from '../../components/ui/Badge';
import { IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useCartCount } from '../../lib/cartStore';
import { useLanguage } from '../../lib/i18n';
import { cartPath, useShop } from '../../lib/shop';

/** The header's cart link with the number of pieces (this device's cart): an island (decision 098). */
export default function CartButton() {
  const count = useCartCount();
  const shop = useShop().data;
  const { words, plural } = useLanguage();
  return (
    <IconButton to={cartPath(shop)} aria-label={plural(words.layout.cartWithCount, count)} color="inherit">
      {/* No badge at 0: a link's name must contain its visible text (WCAG 2.5.3). */}
      {count > 0 ? (
        <Badge count={count}>
          <Icon name="shoppingBagOutlined" />
        </Badge>
      ) : (
        <Icon name="shoppingBagOutlined" />
      )}
    </IconButton>
  );
}
