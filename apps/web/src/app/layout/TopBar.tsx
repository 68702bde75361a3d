import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { format } from '@shop/shared';
import type { ReactNode } from 'react';
import { useWords } from '../../lib/i18n';
import { telHref, useShop } from '../../lib/shop';
import { inkBand } from '../theme';
import { SocialLinks } from './SocialLinks';

function ContactLink({
  href,
  label,
  icon,
  text,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  text: string;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      {icon}
      {/* On phones the icons alone keep the bar on one line; the label still names the link. */}
      <Box component="span" dir="ltr" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {text}
      </Box>
    </Link>
  );
}

/** Dark strip above the header: phone, e-mail and social profiles (docs/product.md §3.1). */
export function TopBar() {
  const shop = useShop().data;
  const { layout } = useWords();
  return (
    <Box
      component="aside"
      aria-label={layout.shopContacts}
      sx={{ backgroundColor: inkBand.background, color: inkBand.text, fontSize: '0.8125rem' }}
    >
      <Container
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minBlockSize: 36 }}
      >
        {shop && (
          <>
            <Stack direction="row" spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: 'center' }}>
              <ContactLink
                href={telHref(shop.phone)}
                label={format(layout.callUs, { phone: shop.phone })}
                icon={<PhoneOutlinedIcon sx={{ fontSize: 16 }} />}
                text={shop.phone}
              />
              <ContactLink
                href={`mailto:${shop.email}`}
                label={format(layout.emailUs, { email: shop.email })}
                icon={<EmailOutlinedIcon sx={{ fontSize: 16 }} />}
                text={shop.email}
              />
            </Stack>
            <SocialLinks shop={shop} />
          </>
        )}
      </Container>
    </Box>
  );
}
