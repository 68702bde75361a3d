import { plural } from '../catalogue.js';

/** Dates as the shop writes them ("5 March 2026"): month names per language, digits always Latin. */
export const dates = {
  months: {
    1: 'January',
    2: 'February',
    3: 'March',
    4: 'April',
    5: 'May',
    6: 'June',
    7: 'July',
    8: 'August',
    9: 'September',
    10: 'October',
    11: 'November',
    12: 'December',
  },
  /** `{day}`, `{month}` (its name), `{year}`. */
  date: '{day} {month} {year}',
  /** A date with its time, `{time}` as HH:MM. */
  dateTime: '{date}, {time}',
  /** A wait ('try again in 45 seconds'). */
  seconds: plural({ one: '{count} second', other: '{count} seconds' }),
  minutes: plural({ one: '{count} minute', other: '{count} minutes' }),
} as const;
