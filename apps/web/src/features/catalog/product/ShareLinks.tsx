import IosShareRoundedIcon from '@mui/icons-material/IosShareRounded';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { useHydrated } from '../../../lib/hydration';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { whatsAppLink } from '../../../lib/shop';

/**
 * The product's address to share: /product/{id} whichever route showed it, in the page's language
 * (`path` is the page's `href`: '/ar/product/{id}' on an Arabic page).
 */
const shareUrl = (path: string) => new URL(path, window.location.origin).href;

/** The WhatsApp share link: no recipient, so the shopper picks the chat (docs/product.md §12). */
const whatsAppShareLink = (name: string, url: string) => whatsAppLink('', `${name} ${url}`);

async function shareNatively(name: string, url: string) {
  try {
    await navigator.share({ title: name, text: name, url });
  } catch {
    // The shopper closed the share sheet, or the browser refused: nothing to report.
  }
}

/** 'Share with friends': a WhatsApp link, and the device's own share sheet where the browser has one. */
export function ShareLinks({ productId, name }: { productId: string; name: string }) {
  // The page's origin and the share sheet are the browser's: the server's HTML links the path alone.
  const hydrated = useHydrated();
  const { href } = useLanguage();
  const words = usePageWords();
  const { productPage } = words;
  const path = href(paths.product(productId));
  const url = hydrated ? shareUrl(path) : path;
  const canShare = hydrated && typeof navigator.share === 'function';
  return (
    <Box>
      <Typography component="h2" sx={{ fontWeight: 650, fontSize: '0.9375rem', marginBlockEnd: 1 }}>
        {productPage.shareWithFriends}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          color="secondary"
          href={whatsAppShareLink(name, url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={productPage.shareWhatsApp}
          startIcon={<WhatsAppIcon />}
        >
          {productPage.whatsApp}
        </Button>
        {canShare && (
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => shareNatively(name, url)}
            startIcon={<IosShareRoundedIcon />}
          >
            {productPage.shareMore}
          </Button>
        )}
      </Box>
    </Box>
  );
}
