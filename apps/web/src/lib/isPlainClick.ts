import type { MouseEvent } from 'react';

/** A left click without modifier keys: the ones a link may take over (others open a new tab or window). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
