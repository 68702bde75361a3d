import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** A menu entry: a link (`to`) or an action (`onSelect`). */
export interface MenuEntry {
  label: string;
  to?: string;
  onSelect?(): void;
  Icon?: typeof SvgIcon;
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
      {entries.map(({ label, to, onSelect, Icon }) => {
        const icon = Icon && <Icon fontSize="small" sx={{ marginInlineEnd: 1.5 }} />;
        const select = () => {
          onClose();
          onSelect?.();
        };
        return to ? (
          <MenuItem key={label} component={Link} to={to} onClick={select}>
            {icon}
            {label}
          </MenuItem>
        ) : (
          <MenuItem key={label} onClick={select}>
            {icon}
            {label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
