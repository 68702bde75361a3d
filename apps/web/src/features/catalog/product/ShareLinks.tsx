import { paths } from '@shop/shared';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useHydrated } from '../../../lib/hydration';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { whatsAppLink } from '../../../lib/shop';
import styles from './productPage.module.css';

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
    <div>
      <h2 className={styles.shareTitle}>{productPage.shareWithFriends}</h2>
      <div className={styles.shareLinks}>
        <Button
          variant="outlined"
          color="secondary"
          href={whatsAppShareLink(name, url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={productPage.shareWhatsApp}
          startIcon={<Icon name="whatsApp" />}
        >
          {productPage.whatsApp}
        </Button>
        {canShare && (
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => shareNatively(name, url)}
            startIcon={<Icon name="iosShareRounded" />}
          >
            {productPage.shareMore}
          </Button>
        )}
      </div>
    </div>
  );
}
