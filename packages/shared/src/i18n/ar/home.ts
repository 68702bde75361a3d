import type { ArabicPlural, Translated } from '../catalogue.js';
import type { home as english } from '../en/home.js';

/** The home page's words in Arabic. */
export const home: Translated<typeof english, ArabicPlural> = {
  featured: 'مجموعات مختارة',
  carousel: 'عرض شرائح',
  slide: 'شريحة',
  slides: [
    { title: 'تشكيلة الصيف', subtitle: 'أقطان خفيفة للأيام الحارّة' },
    { title: 'دفء البيت', subtitle: 'حرامات ومخدّات وبياضات للأسرّة' },
    { title: 'للصغار', subtitle: 'أساسيات ناعمة للمواليد والأطفال' },
  ],
  slideOf: '{index} من {count}',
  showSlide: 'عرض الشريحة {index} من {count}',
  pauseSlides: 'إيقاف العرض مؤقتاً',
  playSlides: 'تشغيل العرض',
  shopNow: 'تسوّق الآن',
  newArrivals: 'وصل حديثاً',
  newArrivalsIntro: 'أحدث ما وصل إلى المحل',
  previousProducts: 'المنتجات السابقة',
  nextProducts: 'المنتجات التالية',
  viewAll: 'عرض الكل',
  genderTitle: 'تسوّق للرجال والنساء والصغار',
  genderIntro: 'ملابس يومية لكل أفراد العائلة',
  men: 'قسم الرجال',
  women: 'قسم النساء',
  kids: 'قسم الأطفال',
  babies: 'قسم المواليد',
  newsletterTitle: 'ابقَ على اطّلاع',
  newsletterText: 'منتجات جديدة وعروض موسمية ونصائح للعناية بالأقمشة، مباشرة إلى بريدك الإلكتروني.',
  subscribe: 'اشترك',
  opensInNewTab: '(يُفتح في نافذة جديدة)',
  categoryTitle: 'تسوّق حسب الصنف',
  categoryIntro: 'من البيجامات الدافئة إلى أطقم أسرّة الأطفال والمناشف',
};
