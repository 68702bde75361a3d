import type { ArabicPlural, Translated } from '../catalogue.js';
import type { mail as english } from '../en/mail.js';

// The shop's name is Latin: it ends a subject, so that the line starts in Arabic and reads right to left.
export const mail: Translated<typeof english, ArabicPlural> = {
  hello: 'مرحباً {name}،',
  helloGuest: 'مرحباً،',
  orderSubject: 'استلمنا طلبك رقم {number} – {shop}',
  orderThanks: 'شكراً لطلبك رقم {number} بقيمة {total}، والدفع نقداً عند التسليم.',
  orderFollow: 'سنتصل بك لترتيب التوصيل. يمكنك متابعة طلبك من هنا:',
  shopOrderSubject: 'طلب جديد رقم {number}: {total}',
  resetSubject: 'إعادة تعيين كلمة المرور – {shop}',
  resetAsked: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في {shop}.',
  resetOpen: 'افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة:',
  resetNotYou: 'إذا لم تكن أنت من طلب ذلك، تجاهل هذه الرسالة: كلمة المرور تبقى كما هي.',
  confirmSubject: 'تأكيد بريدك الإلكتروني – {shop}',
  confirmOpen: 'افتح هذا الرابط لتأكيد البريد الإلكتروني لحسابك في {shop}، ثم أكمل طلبك:',
  confirmLifetime: 'يبقى الرابط صالحاً لمدة {hours} ساعة. إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.',

  contactSubject: 'رسالة من {name} – {shop}',
  contactFrom: 'المرسل',
  contactPhone: 'الهاتف',

  statusSubject: {
    Shipped: 'طلبك رقم {number} في الطريق إليك – {shop}',
    Delivered: 'تمّ تسليم طلبك رقم {number} – {shop}',
    Cancelled: 'أُلغي طلبك رقم {number} – {shop}',
    Returned: 'عاد إلينا طلبك رقم {number} – {shop}',
  },
  statusNews: {
    Shipped: 'غادر طلبك رقم {number} المتجر، وهو في الطريق إليك.',
    Delivered: 'تمّ تسليم طلبك رقم {number}. شكراً لتسوّقك معنا!',
    Cancelled: 'أُلغي طلبك رقم {number}.',
    Returned: 'عاد إلينا طلبك رقم {number}: لم يُستلَم الطرد عند التسليم.',
  },
  statusNext: {
    Shipped: 'يرجى تحضير مبلغ {total} نقداً: سيتصل بك السائق قبل وصوله.',
    Delivered: 'لديك سؤال عن قطعك؟ ردّ على هذه الرسالة أو اتصل بنا على {phone}.',
    Cancelled: 'لا يترتّب عليك أيّ مبلغ. إذا لم تكن تتوقّع ذلك، اتصل بنا على {phone}.',
    Returned: 'لا يترتّب عليك أيّ مبلغ. إذا كنت لا تزال تريد قطعك، اطلبها من جديد أو اتصل بنا على {phone}.',
  },
  option: '{size}، {color}',
  orderHeading: 'الطلب رقم {number}',
  orderLine: '{name} ({option})، {quantity}\u00a0×\u00a0{price}',
  orderItems: 'المنتجات',
  orderDelivery: 'التوصيل',
  orderTotal: 'المجموع',
  orderLink: 'عرض طلبك',
  signature: '{shop} · {phone}',

  whatsAppStatus: {
    Processing:
      'مرحباً {name}، معك {shop}. استلمنا طلبك رقم {number} ({total}) ونحن نحضّره، وسنعلمك عندما يخرج للتوصيل.',
    Shipped:
      'مرحباً {name}، معك {shop}. طلبك رقم {number} في الطريق إليك: يرجى تحضير مبلغ {total} نقداً، وسيتصل بك السائق قبل وصوله.',
    Delivered: 'مرحباً {name}، معك {shop}. تمّ تسليم طلبك رقم {number}. شكراً لتسوّقك معنا!',
    Cancelled:
      'مرحباً {name}، معك {shop}. أُلغي طلبك رقم {number} ولا يترتّب عليك أيّ مبلغ. راسلنا هنا إن كان لديك أيّ سؤال.',
    Returned:
      'مرحباً {name}، معك {shop}. عاد إلينا طلبك رقم {number} ولا يترتّب عليك أيّ مبلغ. إذا كنت لا تزال تريد قطعك، ردّ هنا ونرسلها إليك من جديد.',
  },

  backSubject: '{product} متوفّر من جديد – {shop}',
  backNews: 'خبر سارّ: {product} ({option}) متوفّر من جديد.',
  backHurry: 'القطع تنفد بسرعة: اطلبه قريباً إن كنت تريده.',
  backOpen: 'شاهده في المتجر',
  backOnce: 'طلبت أن نعلمك عندما يتوفّر من جديد: هذه هي الرسالة الوحيدة بشأنه.',

  digestSubject: 'المتجر يوم {date} – {shop}',
  digestGreeting: 'صباح الخير،',
  digestIntro: 'إليك حال المتجر أمس، {date}، وما ينتظرك اليوم.',
  digestYesterday: 'أمس',
  digestOrders: 'الطلبات الجديدة',
  digestSales: 'المبيعات',
  digestCancelled: 'ملغاة أو مرتجعة',
  digestToShip: 'للتوصيل',
  digestProcessing: 'بانتظار الإرسال',
  digestShipped: 'مع السائق',
  digestLowStock: 'مخزون منخفض (الحدّ: {threshold})',
  digestLowStockLine: '{name} ({option})',
  digestLeft: {
    zero: 'نفدت الكمية',
    one: 'بقيت قطعة واحدة',
    two: 'بقيت قطعتان',
    few: 'بقيت {count} قطع',
    many: 'بقيت {count} قطعة',
    other: 'بقيت {count} قطعة',
  },
  digestSoldOut: 'نفدت الكمية',
  digestNoLowStock: 'لا شيء على وشك النفاد.',
  digestMore: {
    zero: 'ولا شيء غيرها',
    one: 'وواحدة أخرى',
    two: 'واثنتان أخريان',
    few: 'و{count} أخرى',
    many: 'و{count} أخرى',
    other: 'و{count} أخرى',
  },
  digestMessages: 'رسائل بانتظار الردّ',
  digestNoMessages: 'لا رسائل بانتظار الردّ.',
  digestOpenAdmin: 'افتح لوحة التحكّم',
};
