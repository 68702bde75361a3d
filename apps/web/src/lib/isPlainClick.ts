/** The keys and button of a click, from React's event or the DOM's. */
interface Click {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A left click without modifier keys: the ones a link may take over (others open a new tab or window). */
export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
