import MenuIcon from '@mui/icons-material/Menu';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { isAdminPath, paths } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoginButton } from '../../features/accounts';
import { OrdersToShipButton } from '../../features/admin';
import { HeaderSearch } from '../../features/catalog';
import { useCartCount } from '../../lib/cartStore';
import { useLanguage, useWords } from '../../lib/i18n';
import { useIsAdmin, useSession } from '../../lib/session';
import { cartPath, useShop } from '../../lib/shop';
import { LanguageMenu } from './LanguageSwitcher';
import { ProductsMenu } from './ProductsMenu';
import { UserMenu } from './UserMenu';

// The drawer's code loads on the first tap of the menu button; desktop visitors never need it.
const NavDrawer = lazy(() => import('./NavDrawer'));

const onDesktop = { display: { xs: 'none', md: 'flex' } } as const;
const onMobile = { display: { xs: 'flex', md: 'none' } } as const;
// The search shares the first line from lg up: between md and lg the navigation and the language button
// leave it too little room (the French and Arabic labels are longer), so it keeps the line under it.
const searchInline = { display: { xs: 'none', lg: 'flex' } } as const;
const searchBelow = { display: { xs: 'flex', lg: 'none' } } as const;

function CartButton({ to }: { to: string }) {
  const count = useCartCount();
  const { words, plural } = useLanguage();
  return (
    <IconButton
      component={Link}
      to={to}
      aria-label={plural(words.layout.cartWithCount, count)}
      color="inherit"
    >
      {/* No badge at 0: MUI keeps an emptied badge's last count in the page while it hides it, and a
          link's name must contain its visible text (WCAG 2.5.3). */}
      {count > 0 ? (
        <Badge badgeContent={count} color="primary" max={99}>
          <ShoppingBagOutlinedIcon />
        </Badge>
      ) : (
        <ShoppingBagOutlinedIcon />
      )}
    </IconButton>
  );
}

/** Sticky header: logo, navigation, search, cart and account (docs/product.md §3.1). */
export function Header() {
  const { layout } = useWords();
  const shop = useShop().data;
  const user = useSession((state) => (state.token ? state.user : null));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const shopName = shop?.name ?? '';
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const onAdminScreen = isAdmin && isAdminPath(pathname);

  return (
    <AppBar
      position="sticky"
      sx={{ backgroundColor: 'background.paper', borderBlockEnd: '1px solid', borderColor: 'divider' }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 1.5, lg: 2 }, minBlockSize: { xs: 60, md: 72 } }}>
          <IconButton
            sx={{ ...onMobile, marginInlineStart: -1 }}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-label={layout.openMenu}
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={Link}
            to={paths.home}
            variant="h4"
            noWrap
            // Until the shop's name arrives (a page the server did not render), the link is still named.
            aria-label={shopName ? undefined : layout.home}
            // A Latin name on an Arabic page is cut at its own end ('Mira Home & Fa…'), not at its start.
            dir="auto"
            sx={{
              fontSize: { xs: '1.125rem', sm: '1.25rem', md: '1.5rem' },
              textDecoration: 'none',
              color: 'primary.main',
              // On narrow phones the name gives way (ellipsis) so cart and account stay visible.
              flexShrink: { xs: 1, md: 0 },
              minInlineSize: 0,
            }}
          >
            {shopName}
          </Typography>
          <Box
            component="nav"
            aria-label={layout.mainNavigation}
            sx={{ ...onDesktop, gap: 0.5, marginInlineStart: { md: 1, lg: 2 } }}
          >
            <Button color="inherit" component={Link} to={paths.home}>
              {layout.home}
            </Button>
            <ProductsMenu />
            <Button color="inherit" component={Link} to={paths.contact}>
              {layout.contactUs}
            </Button>
          </Box>
          <Box sx={{ ...searchInline, flex: 1, maxInlineSize: 420, marginInlineStart: 'auto' }}>
            <HeaderSearch />
          </Box>
          <Box
            // Never narrower than its buttons (a longer 'Login' in Arabic): the shop's name gives way instead.
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              flexShrink: 0,
              marginInlineStart: { xs: 'auto', lg: 0 },
            }}
          >
            <Box sx={onDesktop}>
              <LanguageMenu />
            </Box>
            {onAdminScreen && (
              <Suspense fallback={null}>
                <OrdersToShipButton />
              </Suspense>
            )}
            <CartButton to={cartPath(shop)} />
            {user ? (
              <UserMenu user={user} />
            ) : (
              <LoginButton
                sx={{ marginInlineStart: 0.5, paddingInline: { xs: 1.75, sm: 2.5 }, flexShrink: 0 }}
              />
            )}
          </Box>
        </Toolbar>
        <Box sx={{ ...searchBelow, paddingBlockEnd: 1.5 }}>
          <HeaderSearch />
        </Box>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} shopName={shopName} />
        </Suspense>
      )}
    </AppBar>
  );
}
