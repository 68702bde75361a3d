import { describe, expect, it } from 'vitest';
import { reviewDate } from './reviewDate';

describe('reviewDate', () => {
  it("writes a review's date as Intl's en-US medium date does, in every month", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(reviewDate(date.toISOString())).toBe(intl.format(date));
      }
    }
  });
});
