import type { ArabicPlural, Translated } from '../catalogue.js';
import type { favorites as english } from '../en/favorites.js';

/** The favourites screen's words in Arabic. */
export const favorites: Translated<typeof english, ArabicPlural> = {
  login: 'تسجيل الدخول',
  count: {
    zero: 'لا منتجات محفوظة',
    one: 'منتج محفوظ واحد',
    two: 'منتجان محفوظان',
    few: '{count} منتجات محفوظة',
    many: '{count} منتجاً محفوظاً',
    other: '{count} منتج محفوظ',
  },
};
