import { IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useWords } from '../../lib/i18n';
import type { Shop } from '../../lib/shop';
import styles from './layout.module.css';

/** The shop's two social profiles, opened in a new tab. */
export function SocialLinks({ shop, size = 'small' }: { shop: Shop; size?: 'small' | 'medium' }) {
  const { layout } = useWords();
  const profiles = [
    { label: layout.facebook, href: shop.facebookUrl, icon: 'facebook' as const },
    { label: layout.instagram, href: shop.instagramUrl, icon: 'instagram' as const },
  ];
  return (
    <div className={styles.socialLinks}>
      {profiles.map(({ label, href, icon }) => (
        <IconButton
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          size={size}
          color="inherit"
        >
          <Icon name={icon} size={size} />
        </IconButton>
      ))}
    </div>
  );
}
