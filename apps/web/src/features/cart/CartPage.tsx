import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/shared';
import { PageSection } from '../../components/PageSection';
import { useCartCount } from '../../lib/cartStore';
import { useSignedIn } from '../../lib/session';
import { CheckoutPanel } from './checkout';

/**
 * A stand-in until the cart page (issue 9) lands: it only hosts the checkout stepper where the real
 * page puts it (right side, signed in with items), so checkout can be used and tested.
 */
export default function CartPage() {
  const signedIn = useSignedIn();
  const count = useCartCount();
  return (
    <PageSection>
      <Typography variant="h4" component="h1" gutterBottom>
        Your Shopping Cart
      </Typography>
      {count === 0 ? (
        <Typography>{messages.emptyCart}</Typography>
      ) : signedIn ? (
        <Box sx={{ maxInlineSize: 560, marginInlineStart: 'auto' }}>
          <CheckoutPanel />
        </Box>
      ) : (
        <Typography>{messages.cartLoginGate}</Typography>
      )}
    </PageSection>
  );
}
