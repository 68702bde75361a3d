import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { useCartStore } from '../../lib/cartStore';
import { useDelivery } from '../../lib/delivery';
import { useHydrated } from '../../lib/hydration';
import { usePageWords } from '../../lib/i18n';
import { useSignedIn } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { CheckoutPanel, lastAreaId } from './checkout';
import { CartLineItem } from './components/CartLineItem';
import { CartSummary } from './components/CartSummary';
import { PromoCodeField } from './components/PromoCodeField';
import { useCartPricing } from './useCartPricing';

/** Guests see the login gate (docs/product.md §3.7) where signed-in users will find the checkout. */
function LoginGate() {
  const { cart, messages } = usePageWords();
  return (
    <Box sx={{ marginBlockStart: 2, display: 'grid', gap: 1.5 }}>
      <Typography>{messages.cartLoginGate}</Typography>
      <Button component={RouterLink} to={paths.login(paths.cart)} variant="contained" fullWidth>
        {cart.login}
      </Button>
    </Box>
  );
}

function EmptyCart() {
  const { cart, messages } = usePageWords();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, paddingBlock: 2 }}>
      <ShoppingBagOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{messages.emptyCart}</Typography>
      <Button component={RouterLink} to={paths.products} variant="outlined">
        {cart.continueShopping}
      </Button>
    </Box>
  );
}

/**
 * The cart at /cart and /cart{SHOP_SHORT_NAME} (docs/product.md §3.7): the lines on the left, the
 * totals on the right, then the login gate for guests or the checkout stepper for signed-in shoppers.
 */
export default function CartPage() {
  const { cart } = usePageWords();
  usePageTitle(cart.title);
  const items = useCartStore((state) => state.items);
  const signedIn = useSignedIn();
  // The area picked at checkout prices the summary beside it; the last order's area to begin with.
  const [areaId, setAreaId] = useState(lastAreaId);
  const delivery = useDelivery(areaId);
  // The server draws the page for a guest with no cart: until the browser takes over, it cannot know
  // the lines this device keeps, so it shows neither them nor "empty".
  const hydrated = useHydrated();
  const pricing = useCartPricing(items, delivery, signedIn && hydrated);

  return (
    <PageSection>
      <Typography variant="h1" component="h1" gutterBottom>
        {cart.title}
      </Typography>
      {!hydrated ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
            gap: { xs: 3, md: 5 },
            alignItems: 'start',
          }}
        >
          <Box component="ul" aria-label={cart.lines} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((line) => (
              <CartLineItem key={`${line.product}|${line.size}|${line.color}`} line={line} />
            ))}
          </Box>
          {/* Sticky only while short: the checkout form would hide its own end below the fold. */}
          <Box sx={{ position: { md: signedIn ? 'static' : 'sticky' }, insetBlockStart: { md: 96 } }}>
            <CartSummary
              totals={pricing.totals}
              promo={pricing.promo}
              dollarRate={pricing.dollarRate}
              delivery={delivery}
              promoField={
                <PromoCodeField
                  applied={pricing.promo}
                  dollarRate={pricing.dollarRate}
                  onApply={pricing.apply}
                  onRemove={pricing.remove}
                  refusal={pricing.refusal}
                  disabled={!signedIn}
                />
              }
            >
              {signedIn ? (
                <Box sx={{ marginBlockStart: 2 }}>
                  <CheckoutPanel delivery={delivery} pricing={pricing} onAreaChange={setAreaId} />
                </Box>
              ) : (
                <LoginGate />
              )}
            </CartSummary>
          </Box>
        </Box>
      )}
    </PageSection>
  );
}
