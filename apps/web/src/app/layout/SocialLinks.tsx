import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useWords } from '../../lib/i18n';
import type { Shop } from '../../lib/shop';

/** The shop's two social profiles, opened in a new tab. */
export function SocialLinks({ shop, size = 'small' }: { shop: Shop; size?: 'small' | 'medium' }) {
  const { layout } = useWords();
  const profiles = [
    { label: layout.facebook, href: shop.facebookUrl, Icon: FacebookIcon },
    { label: layout.instagram, href: shop.instagramUrl, Icon: InstagramIcon },
  ];
  return (
    <Stack direction="row" spacing={0.5}>
      {profiles.map(({ label, href, Icon }) => (
        <IconButton
          key={label}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          size={size}
          color="inherit"
        >
          <Icon fontSize={size} />
        </IconButton>
      ))}
    </Stack>
  );
}
