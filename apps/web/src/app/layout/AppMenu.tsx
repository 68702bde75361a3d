import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mirrorInRtl } from '../../lib/mirror';

/** A menu entry: a link in the app (`to`), a link out of it (`href`) or an action (`onSelect`). */
export interface MenuEntry {
  label: ReactNode;
  /** The entry's React key when its label is not a plain string. */
  key?: string;
  to?: string;
  href?: string;
  /** A link to the same page in another language: that language's code. */
  hrefLang?: string;
  /** The entry for the page the visitor is on (aria-current). */
  current?: boolean;
  onSelect?(): void;
  Icon?: typeof SvgIcon;
  /** The icon points (an arrow leaving a door): it faces the other way on right-to-left pages. */
  mirror?: boolean;
}

export interface AppMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
  entries: readonly MenuEntry[];
  heading?: string;
  /** Lines the menu up with the button's end edge (account menu at the end of the header). */
  alignEnd?: boolean;
}

/** The header's drop-down menus. Loaded on first use: Menu, Popover and Modal are not needed to paint. */
export default function AppMenu({ id, anchor, onClose, entries, heading, alignEnd }: AppMenuProps) {
  // Popover origins are physical: the end edge is 'left' in right-to-left layouts.
  const rtl = useTheme().direction === 'rtl';
  const horizontal = alignEnd === rtl ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal }}
      transformOrigin={{ vertical: 'top', horizontal }}
    >
      {heading && [
        <Typography key="heading" variant="subtitle2" noWrap sx={{ paddingInline: 2, paddingBlock: 1 }}>
          {heading}
        </Typography>,
        <Divider key="divider" />,
      ]}
      {entries.map(({ label, key, to, href, hrefLang, current, onSelect, Icon, mirror }) => {
        const icon = Icon && (
          <Icon fontSize="small" sx={[{ marginInlineEnd: 1.5 }, mirror ? mirrorInRtl : false]} />
        );
        const select = () => {
          onClose();
          onSelect?.();
        };
        const itemKey = key ?? String(label);
        const common = {
          onClick: select,
          selected: current,
          'aria-current': current ? ('page' as const) : undefined,
        };
        if (to)
          return (
            <MenuItem key={itemKey} component={Link} to={to} {...common}>
              {icon}
              {label}
            </MenuItem>
          );
        if (href)
          return (
            <MenuItem key={itemKey} component="a" href={href} hrefLang={hrefLang} {...common}>
              {icon}
              {label}
            </MenuItem>
          );
        return (
          <MenuItem key={itemKey} {...common}>
            {icon}
            {label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
