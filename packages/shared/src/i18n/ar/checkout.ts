import type { ArabicPlural, Translated } from '../catalogue.js';
import type { checkout as english } from '../en/checkout.js';

/** The checkout in Arabic: the address fields as a Lebanese delivery form asks for them. */
export const checkout: Translated<typeof english, ArabicPlural> = {
  shipping: 'التوصيل',
  resendConfirmation: 'إعادة إرسال الرابط',
  billing: 'الدفع',
  firstName: 'الاسم',
  lastName: 'اسم العائلة',
  phoneNumber: 'رقم الهاتف',
  city: 'المدينة',
  street: 'الشارع',
  building: 'البناية',
  floor: 'الطابق',
  next: 'التالي',
  back: 'العودة إلى التوصيل',
  yourOrder: 'طلبك',
  name: 'الاسم',
  address: 'العنوان',
  subTotal: 'المجموع الفرعي',
  deliveryCost: 'كلفة التوصيل',
  total: 'المجموع',
  payment: 'طريقة الدفع',
  cashOnDelivery: 'الدفع نقداً عند الاستلام',
  card: 'بطاقة ائتمان أو بطاقة مصرفية',
  checkout: 'تأكيد الطلب: {total}',
};
