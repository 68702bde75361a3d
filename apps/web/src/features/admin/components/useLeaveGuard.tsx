import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../../../lib/isPlainClick';
import { useAdminWords } from '../useAdminWords';
import { ConfirmDialog } from './ConfirmDialog';

/** The app's own page a click on `target` would open; undefined when the click is not such a link's. */
export function appLinkOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  // A link within this page (the skip link's #main) leaves nothing.
  if (url.pathname + url.search === window.location.pathname + window.location.search) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * While `active` (a form holds edits not yet saved), asks before they are lost: the shop's dialog when
 * a link of the app is clicked, the browser's own question when the tab is closed, reloaded or sent to
 * another site. Returns the dialog to render. The declarative router has no navigation blocker: what
 * navigates without a link (the browser's Back button, the header search, logging out) is not asked
 * about.
 */
export function useLeaveGuard(active: boolean): ReactNode {
  const { admin: l } = useAdminWords();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string>();

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capturing, so it runs before the router's link handler, which leaves a prevented click alone.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const to = appLinkOf(event.target);
      if (to === undefined) return;
      event.preventDefault();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  return (
    <ConfirmDialog
      confirmation={
        leavingTo === undefined
          ? undefined
          : { title: l.leaveTitle, text: l.leaveText, action: l.leave, danger: true }
      }
      onConfirm={() => {
        if (leavingTo !== undefined) navigate(leavingTo);
      }}
      onClose={() => setLeavingTo(undefined)}
    />
  );
}
