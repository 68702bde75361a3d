import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

type Frame = ComponentType<{ children: ReactNode }>;

/**
 * A part of the storefront that keeps MUI (a dialog a shopper rarely opens, such as signing in from the
 * header; decision 099) needs MUI's theme and emotion's cache around it. The app has them around every
 * screen; on a page drawn as islands the islands' runtime gives the frame that loads them, with the
 * part's own code, when the part first shows.
 */
export const MuiFrameContext = createContext<Frame | null>(null);

/** Puts `children` in MUI's frame where the page has none of its own. */
export function MuiFrame({ children }: { children: ReactNode }) {
  const Frame = useContext(MuiFrameContext);
  return Frame ? <Frame>{children}</Frame> : children;
}
