/**
 * The highlighted suggestion after an arrow key: -1 is none (the text box itself). Down from none goes
 * to the first, Up from none to the last, and both wrap around.
 */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}

/** The id of a suggestion's element, for the text box's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
