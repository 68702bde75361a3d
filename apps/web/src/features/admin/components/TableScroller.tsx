import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * Whether the element is wider inside than it shows (a table wider than a phone), kept up to date: after
 * every render, before the browser does anything else (rows that arrive make it a region in the same
 * task, so no check sees a scroller without its keyboard access), and when its size or its table's
 * changes otherwise (a turned phone).
 */
function useOverflowing() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setOverflowing(overflows(ref.current));
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflowing(overflows(element)));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

/**
 * A table's horizontal scroller. While the table is wider than the screen, the scroller is a named
 * region that takes keyboard focus, so the arrow keys scroll it even when the table holds no control
 * (an empty Messages tab: WCAG 2.1.1, axe's scrollable-region-focusable). When it fits, it is a plain
 * box: no extra tab stop or landmark.
 */
export function TableScroller({ label, sx, ...props }: TableContainerProps & { label: string }) {
  const [ref, overflowing] = useOverflowing();
  const region = overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return <TableContainer ref={ref} sx={{ overflowX: 'auto', ...sx }} {...region} {...props} />;
}
