import type { Plural, Translated } from '../catalogue.js';
import type { dates as english } from '../en/dates.js';

/** Dates in French ("5 mars 2026"): month names in lower case, digits Latin. */
export const dates: Translated<typeof english, Plural> = {
  months: {
    1: 'janvier',
    2: 'février',
    3: 'mars',
    4: 'avril',
    5: 'mai',
    6: 'juin',
    7: 'juillet',
    8: 'août',
    9: 'septembre',
    10: 'octobre',
    11: 'novembre',
    12: 'décembre',
  },
  date: '{day} {month} {year}',
  dateTime: '{date} à {time}',
  seconds: { one: '{count} seconde', other: '{count} secondes' },
  minutes: { one: '{count} minute', other: '{count} minutes' },
};
