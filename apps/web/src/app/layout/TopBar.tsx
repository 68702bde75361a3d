import { format } from '@shop/shared';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import text from '../../components/ui/text.module.css';
import ui from '../../components/ui/ui.module.css';
import { useWords } from '../../lib/i18n';
import { telHref, useShop } from '../../lib/shop';
import styles from './layout.module.css';
import { SocialLinks } from './SocialLinks';

function ContactLink({
  href,
  label,
  icon,
  value,
}: {
  href: string;
  label: string;
  icon: IconName;
  value: string;
}) {
  return (
    <a href={href} aria-label={label} className={`${text.link} ${styles.contactLink}`}>
      <Icon name={icon} className={styles.contactIcon} />
      {/* On phones the icons alone keep the bar on one line; the label still names the link. */}
      <span dir="ltr" className={styles.contactText}>
        {value}
      </span>
    </a>
  );
}

/** Dark strip above the header: phone, e-mail and social profiles (docs/product.md §3.1). */
export function TopBar() {
  const shop = useShop().data;
  const { layout } = useWords();
  return (
    <aside aria-label={layout.shopContacts} className={styles.topBar}>
      <div className={`${ui.container} ${styles.topBarRow}`}>
        {shop && (
          <>
            <div className={styles.contacts}>
              <ContactLink
                href={telHref(shop.phone)}
                label={format(layout.callUs, { phone: shop.phone })}
                icon="phoneOutlined"
                value={shop.phone}
              />
              <ContactLink
                href={`mailto:${shop.email}`}
                label={format(layout.emailUs, { email: shop.email })}
                icon="emailOutlined"
                value={shop.email}
              />
            </div>
            <SocialLinks shop={shop} />
          </>
        )}
      </div>
    </aside>
  );
}
