/** The arrow keys that move along a row of buttons, and which way; in a right-to-left page, left is next. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** +1 or -1 for an arrow key pressed in a row of buttons (`row`), undefined for any other key. */
export function arrowStep(key: string, row: Element): number | undefined {
  const step = STEPS[key];
  if (step === undefined) return undefined;
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  return horizontal && getComputedStyle(row).direction === 'rtl' ? -step : step;
}
