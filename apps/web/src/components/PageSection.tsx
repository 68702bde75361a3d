import clsx from 'clsx';
import type { ReactNode } from 'react';
import ui from './ui/ui.module.css';

/** The page body's width and spacing, shared by every screen. */
export function PageSection({ children }: { children: ReactNode }) {
  return <div className={clsx(ui.container, ui.section)}>{children}</div>;
}
