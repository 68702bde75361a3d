import type { ArabicPlural, Translated } from '../catalogue.js';
import type { cart as english } from '../en/cart.js';

export const cart: Translated<typeof english, ArabicPlural> = {
  title: 'سلّة المشتريات',
  lines: 'المنتجات في سلّتك',
  size: 'المقاس: {size}',
  color: 'اللون: {color}',
  remove: 'إزالة {name} من السلّة',
  subtotal: 'المجموع الفرعي',
  deliveryCost: 'كلفة التوصيل',
  total: 'المجموع',
  summary: 'ملخّص الطلب',
  login: 'تسجيل الدخول',
  continueShopping: 'متابعة التسوّق',
  quantityOf: 'كمية {name}',
  freeDeliveryLeft: 'أضِف {amount} بعد ليصبح التوصيل مجانياً',
  freeDeliveryReached: 'التوصيل مجاني لطلبك',
  deliveryTo: 'التوصيل إلى {area}',
  promoCode: 'رمز الخصم',
  applyCode: 'تطبيق',
  removeCode: 'إزالة الرمز {code}',
  codeSaves: 'الرمز {code}: وفّرت {amount}',
  codeFreeDelivery: 'الرمز {code}: التوصيل مجاني',
  discount: 'الخصم ({code})',
  rateLine: '1 $ = {rate} ل.ل.',
  codeNeedsLogin: 'سجّل الدخول لاستعمال رمز خصم',
};
