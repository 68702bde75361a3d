import type { ArabicPlural, Translated } from '../catalogue.js';
import type { mail as english } from '../en/mail.js';

export const mail: Translated<typeof english, ArabicPlural> = {
  hello: 'مرحباً {name}،',
  orderSubject: '{shop}: استلمنا طلبك رقم {number}',
  orderThanks: 'شكراً لطلبك رقم {number} بقيمة {total}، والدفع نقداً عند التسليم.',
  orderFollow: 'سنتصل بك لترتيب التوصيل. يمكنك متابعة طلبك من هنا:',
  shopOrderSubject: 'طلب جديد رقم {number}: {total}',
  resetSubject: '{shop}: إعادة تعيين كلمة المرور',
  resetAsked: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في {shop}.',
  resetOpen: 'افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة:',
  resetNotYou: 'إذا لم تكن أنت من طلب ذلك، تجاهل هذه الرسالة: كلمة المرور تبقى كما هي.',
  confirmSubject: '{shop}: تأكيد بريدك الإلكتروني',
  confirmOpen: 'افتح هذا الرابط لتأكيد البريد الإلكتروني لحسابك في {shop}، ثم أكمل طلبك:',
  confirmLifetime: 'يبقى الرابط صالحاً لمدة {hours} ساعة. إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.',
};
