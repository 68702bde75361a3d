import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { mirrorInRtl } from '../../lib/mirror';
import { useSignedIn } from '../../lib/session';
import { LanguageList } from './LanguageList';
import { categoryLinks } from './navigation';
import { useAccountLinks } from './useAccountLinks';
import { useLogout } from './useLogout';

interface NavDrawerProps {
  open: boolean;
  onClose(): void;
  shopName: string;
}

function DrawerLink({
  to,
  label,
  onClose,
  inset,
}: {
  to: string;
  label: string;
  onClose(): void;
  inset?: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        onClick={onClose}
        sx={inset ? { paddingInlineStart: 4 } : undefined}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The mobile navigation (below md): the header's links, categories and account entries in one list. */
export default function NavDrawer({ open, onClose, shopName }: NavDrawerProps) {
  const { words, term } = useLanguage();
  const { layout } = words;
  const signedIn = useSignedIn();
  const accountLinks = useAccountLinks();
  const logout = useLogout();
  const titleId = useId();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { inlineSize: 300 }, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 2 }}>
        <Typography id={titleId} variant="h5" component="p" sx={{ fontFamily: 'h4.fontFamily' }}>
          {shopName}
        </Typography>
        <IconButton onClick={onClose} aria-label={layout.closeMenu}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={layout.mainNavigation}>
        <List>
          <DrawerLink to={paths.home} label={layout.home} onClose={onClose} />
          <DrawerLink to={paths.products} label={layout.products} onClose={onClose} />
          {categoryLinks.map(({ category, to }) => (
            <DrawerLink key={to} to={to} label={term('categories', category)} onClose={onClose} inset />
          ))}
          <DrawerLink to={paths.contact} label={layout.contactUs} onClose={onClose} />
        </List>
        <Divider />
        <List subheader={signedIn ? <ListSubheader>{layout.myAccount}</ListSubheader> : undefined}>
          {signedIn ? (
            <>
              {accountLinks.map(({ label, to, Icon }) => (
                <ListItem key={to} disablePadding>
                  <ListItemButton component={Link} to={to} onClick={onClose}>
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={label} />
                  </ListItemButton>
                </ListItem>
              ))}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  <ListItemIcon>
                    <LogoutIcon sx={mirrorInRtl} />
                  </ListItemIcon>
                  <ListItemText primary={layout.logout} />
                </ListItemButton>
              </ListItem>
            </>
          ) : (
            <ListItem disablePadding>
              <ListItemButton component={Link} to={paths.login()} onClick={onClose}>
                <ListItemIcon>
                  <LoginIcon sx={mirrorInRtl} />
                </ListItemIcon>
                <ListItemText primary={layout.login} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      <Divider />
      <LanguageList />
    </Drawer>
  );
}
