import type { ArabicPlural, Translated } from '../catalogue.js';
import type { card as english } from '../en/card.js';

/** The product card's words in Arabic (card, price, rating, favourite, picture). */
export const card: Translated<typeof english, ArabicPlural> = {
  listSeparator: '، ',
  viewDetails: 'عرض التفاصيل',
  reviews: {
    zero: '(لا تقييمات)',
    one: '(تقييم واحد)',
    two: '(تقييمان)',
    few: '({count} تقييمات)',
    many: '({count} تقييماً)',
    other: '({count} تقييم)',
  },
  ratedOutOf5: 'التقييم {rating} من 5',
  colours: 'الألوان: {names}',
  moreColours: {
    zero: 'لا ألوان أخرى',
    one: 'لون آخر',
    two: 'لونان آخران',
    few: '{count} ألوان أخرى',
    many: '{count} لوناً آخر',
    other: '{count} لون آخر',
  },
  outOfStock: 'نفدت الكمية',
  discountOff: 'خصم {rate}%',
  was: 'السعر السابق',
  addToFavorites: 'إضافة {name} إلى المفضّلة',
  cancel: 'إلغاء',
  logIn: 'تسجيل الدخول',
  imageUnavailable: 'الصورة غير متوفّرة',
};
