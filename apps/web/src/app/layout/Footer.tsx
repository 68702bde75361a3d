import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, paths } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useWords } from '../../lib/i18n';
import { telHref, useShop } from '../../lib/shop';
import { inkBand } from '../theme';
import { LanguageLinks } from './LanguageSwitcher';
import { SocialLinks } from './SocialLinks';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="overline" component="h2" sx={{ color: inkBand.accent }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The footer (docs/product.md §3.1): links, social profiles, contact, designer credit and copyright. */
export function Footer() {
  const { layout } = useWords();
  const shop = useShop().data;
  const shopName = shop?.name ?? '';
  const siteLinks = [
    { label: layout.home, to: paths.home },
    { label: layout.products, to: paths.products },
    { label: layout.contactUs, to: paths.contact },
  ];

  return (
    <Box
      component="footer"
      sx={{ backgroundColor: inkBand.background, color: inkBand.text, marginBlockStart: 'auto' }}
    >
      {/* On phones the floating buttons (up to 128 px high) rest over this padding, not over the last links. */}
      <Container sx={{ paddingBlockStart: { xs: 5, md: 7 }, paddingBlockEnd: { xs: 17, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr minmax(max-content, 1fr) 1fr' },
          }}
        >
          <Stack spacing={1.5}>
            <Typography variant="h4" component="p" sx={{ color: '#ffffff' }}>
              {shopName}
            </Typography>
            <Typography variant="body2" sx={{ maxInlineSize: 360 }}>
              {layout.footerTagline}
            </Typography>
          </Stack>
          <FooterColumn title={layout.shop}>
            {siteLinks.map(({ label, to }) => (
              <Link key={to} component={RouterLink} to={to} color="inherit">
                {label}
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title={layout.followUs}>
            {shop && (
              <Box sx={{ marginInlineStart: -1 }}>
                <SocialLinks shop={shop} size="medium" />
              </Box>
            )}
          </FooterColumn>
          <FooterColumn title={layout.contact}>
            {shop && (
              <>
                {/* Left to right inside an Arabic page: '+961 1 234 567' keeps its order. */}
                <Link href={telHref(shop.phone)} color="inherit" dir="ltr" sx={{ alignSelf: 'start' }}>
                  {shop.phone}
                </Link>
                <Link
                  href={`mailto:${shop.email}`}
                  color="inherit"
                  dir="ltr"
                  sx={{ alignSelf: 'start', overflowWrap: 'anywhere' }}
                >
                  {shop.email}
                </Link>
              </>
            )}
          </FooterColumn>
          <FooterColumn title={layout.language}>
            <LanguageLinks />
          </FooterColumn>
        </Box>
        <Divider sx={{ borderColor: 'rgba(243, 230, 216, 0.2)', marginBlock: 4 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          // From md up the footer is short: the floating buttons would rest over the credit's end.
          sx={{ justifyContent: 'space-between', fontSize: '0.875rem', paddingInlineEnd: { md: 9 } }}
        >
          <span>{format(layout.copyright, { year: new Date().getFullYear(), shop: shopName })}</span>
          <span>{format(layout.designerCredit, { shop: shopName })}</span>
        </Stack>
      </Container>
    </Box>
  );
}
