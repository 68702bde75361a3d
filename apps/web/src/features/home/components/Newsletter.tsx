import clsx from 'clsx';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import text from '../../../components/ui/text.module.css';
import { useWords } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import styles from './home.module.css';

/**
 * The newsletter block: SUBSCRIBE opens the shop's external sign-up page in a new tab (docs/product.md §3.2).
 */
export function Newsletter({ titleId }: { titleId: string }) {
  const { home } = useWords();
  const newsletterUrl = useShop().data?.newsletterUrl;
  return (
    <div className={styles.newsletter}>
      <div aria-hidden className={styles.newsletterIcon}>
        <Icon name="mailOutlineRounded" size="inherit" />
      </div>
      <div>
        <h2 className={text.h3} id={titleId}>
          {home.newsletterTitle}
        </h2>
        <p className={clsx(text.body1, styles.newsletterText)}>{home.newsletterText}</p>
      </div>
      <Button
        href={newsletterUrl ?? ''}
        target="_blank"
        rel="noopener noreferrer"
        size="large"
        aria-disabled={!newsletterUrl || undefined}
        aria-label={`${home.subscribe} ${home.opensInNewTab}`}
        className={styles.subscribe}
      >
        {home.subscribe}
      </Button>
    </div>
  );
}
