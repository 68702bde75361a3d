import type { ArabicPlural, Translated } from '../catalogue.js';
import type { dates as english } from '../en/dates.js';

/** Dates in Arabic as written in Lebanon ("5 آذار 2026"): the Syriac month names, digits Latin. */
export const dates: Translated<typeof english, ArabicPlural> = {
  months: {
    1: 'كانون الثاني',
    2: 'شباط',
    3: 'آذار',
    4: 'نيسان',
    5: 'أيار',
    6: 'حزيران',
    7: 'تموز',
    8: 'آب',
    9: 'أيلول',
    10: 'تشرين الأول',
    11: 'تشرين الثاني',
    12: 'كانون الأول',
  },
  date: '{day} {month} {year}',
  dateTime: '{date}، الساعة {time}',
  seconds: {
    zero: '{count} ثانية',
    one: 'ثانية واحدة',
    two: 'ثانيتين',
    few: '{count} ثوانٍ',
    many: '{count} ثانية',
    other: '{count} ثانية',
  },
  minutes: {
    zero: '{count} دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '{count} دقائق',
    many: '{count} دقيقة',
    other: '{count} دقيقة',
  },
};
