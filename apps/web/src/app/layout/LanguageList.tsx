import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useLanguage } from '../../lib/i18n';
import { LanguageName, rememberLanguage, useLanguageLinks } from './LanguageSwitcher';

// A module of its own: only the phone drawer (loaded on its first tap) shows it, so MUI's lists stay out
// of every page's first JavaScript.
/** The phone drawer's language list: one plain link per language, the page's marked. */
export function LanguageList() {
  const { layout } = useLanguage().words;
  const headingId = useId();
  // The list inside the landmark: a `nav` in List's place would hold its items without a `ul`.
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <List subheader={<ListSubheader id={headingId}>{layout.language}</ListSubheader>}>
        {useLanguageLinks().map(({ locale, href, current }) => (
          <ListItem key={locale} disablePadding>
            <ListItemButton
              component="a"
              href={href}
              hrefLang={locale}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => rememberLanguage(locale)}
            >
              <LanguageName locale={locale} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
