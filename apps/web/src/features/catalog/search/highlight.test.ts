import { describe, expect, it } from 'vitest';
import { moveHighlight } from './highlight';

describe('moveHighlight', () => {
  it('enters the list at the first or the last suggestion', () => {
    expect(moveHighlight(-1, 1, 5)).toBe(0);
    expect(moveHighlight(-1, -1, 5)).toBe(4);
  });

  it('moves one step and wraps around at both ends', () => {
    expect(moveHighlight(1, 1, 5)).toBe(2);
    expect(moveHighlight(4, 1, 5)).toBe(0);
    expect(moveHighlight(0, -1, 5)).toBe(4);
  });

  it('highlights nothing without suggestions', () => {
    expect(moveHighlight(-1, 1, 0)).toBe(-1);
    expect(moveHighlight(3, -1, 0)).toBe(-1);
  });
});
