import type { ArabicPlural, Translated } from '../catalogue.js';
import type { contact as english } from '../en/contact.js';

/** The contact page's words in Arabic (the names as the form's messages call them). */
export const contact: Translated<typeof english, ArabicPlural> = {
  title: 'تواصل معنا',
  intro: 'لديك سؤال عن منتج أو مقاس أو طلبية؟ أرسل لنا رسالة وسنعاود الاتصال بك.',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phoneNumber: 'رقم الهاتف',
  message: 'الرسالة',
  submit: 'إرسال',
  storeImage: 'محلّنا',
  map: 'خريطة موقع المحل',
};
