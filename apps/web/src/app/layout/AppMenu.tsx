import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import { Menu, MenuItem } from '../../components/ui/Menu';

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
  icon?: IconName;
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

/** The header's drop-down menus (decision 099: static CSS, no MUI). */
export default function AppMenu({ id, anchor, onClose, entries, heading, alignEnd }: AppMenuProps) {
  return (
    <Menu id={id} anchor={anchor} onClose={onClose} heading={heading} alignEnd={alignEnd}>
      {entries.map(({ label, key, to, href, hrefLang, current, onSelect, icon, mirror }) => (
        <MenuItem
          key={key ?? String(label)}
          to={to}
          href={href}
          hrefLang={hrefLang}
          current={current}
          icon={icon && <Icon name={icon} size="small" mirror={mirror} />}
          onSelect={() => {
            onClose();
            onSelect?.();
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
