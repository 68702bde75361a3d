import type { MessageKey } from '../../messages.js';

/**
 * The spec's messages in Arabic, as a Lebanese shop writes them (API answers, form checks, the WhatsApp
 * order summary's labels). Placeholders keep their English names; product codes, amounts, e-mails and
 * phone numbers are filled in as typed. Counts are put after a colon where Arabic grammar would make
 * the noun depend on the number.
 */
export const messages: Readonly<Record<MessageKey, string>> = {
  // Sign in / sign up
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  loginBlank: 'يرجى إدخال البريد الإلكتروني وكلمة المرور',
  loginSuccess: 'تمّ تسجيل الدخول بنجاح',
  productNotFound: 'المنتج غير موجود',
  loginRequired: 'يرجى تسجيل الدخول للوصول إلى هذه الصفحة',
  emailExists: 'هذا البريد الإلكتروني مسجّل من قبل',
  registerSuccess: 'تمّ إنشاء حسابك بنجاح',
  registerAllBlank: 'يرجى إدخال معلوماتك',
  registerNameEmailBlank: 'يرجى إدخال الاسم والبريد الإلكتروني',
  registerNamePasswordBlank: 'يرجى إدخال الاسم وكلمة المرور',
  registerEmailPasswordBlank: 'يرجى إدخال البريد الإلكتروني وكلمة المرور',
  registerNameBlank: 'يرجى إدخال الاسم',
  registerPasswordBlank: 'يرجى إدخال كلمة مرور',
  registerEmailBlank: 'يرجى إدخال البريد الإلكتروني',
  passwordTooShort: 'يجب أن تكون كلمة المرور أطول من 6 أحرف',
  nameTooLong: 'لا يمكن أن يتجاوز الاسم 30 حرفاً',
  loggedOut: 'تمّ تسجيل الخروج بنجاح',

  // Account maintenance
  userUpdated: 'تمّ تحديث بيانات المستخدم بنجاح',
  passwordUpdated: 'تمّ تغيير كلمة المرور بنجاح',
  passwordsDontMatch: 'كلمتا المرور غير متطابقتين',
  wrongOldPassword: 'كلمة المرور القديمة غير صحيحة',
  oldPasswordBlank: 'يرجى إدخال كلمة المرور القديمة',
  forgotEmpty: 'يرجى تعبئة خانة البريد الإلكتروني',
  forgotSent: 'إذا كان هناك حساب مسجّل على {email}، فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور',
  resetTokenInvalid: 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته',

  // Admin results
  productCreated: 'تمّت إضافة المنتج بنجاح',
  productUpdated: 'تمّ تعديل المنتج بنجاح',
  productDeleted: 'تمّ حذف المنتج بنجاح',
  userDeleted: 'تمّ حذف المستخدم بنجاح',
  reviewDeleted: 'تمّ حذف التقييم بنجاح',

  // Product form
  selectMainImage: 'اختر الصورة الرئيسية',
  emptyFields: 'هناك خانات فارغة!',
  optionRequired: 'يجب إضافة خيار واحد على الأقل',
  optionsNeedSize: 'يجب تحديد المقاس في كل الخيارات',
  fillSize: 'يرجى إدخال المقاس',

  // Reviews
  reviewPosted: 'تمّ نشر تقييمك بنجاح',
  noReviews: 'لا توجد تقييمات بعد.',
  reviewRatingRequired: 'يرجى اختيار تقييم من 1 إلى 5 نجوم',
  reviewCommentRequired: 'يرجى كتابة تعليق',
  reviewCommentTooLong: 'لا يمكن أن يتجاوز التعليق 2000 حرف',
  reviewNotFound: 'التقييم غير موجود',

  // Favourites
  favoriteDialogTitle: 'إضافة إلى المفضّلة؟',
  favoriteDialogText: 'يرجى تسجيل الدخول إلى حسابك لتتمكّن من الإضافة إلى المفضّلة',
  savedProducts: 'المنتجات المحفوظة',
  noSavedProducts: 'لا توجد منتجات محفوظة',

  // Cart and checkout
  itemAdded: 'تمّت إضافة المنتج إلى السلّة',
  alreadyExist: 'هذا المنتج موجود في السلّة من قبل',
  outOfStockItem: 'هذا المنتج غير متوفّر حالياً',
  outOfStockSizeColor: 'هذا المقاس بهذا اللون غير متوفّر حالياً',
  selectSize: 'يرجى اختيار المقاس',
  emptyCart: 'سلّتك فارغة',
  cartLoginGate: 'يجب تسجيل الدخول للمتابعة',
  stockExceeded: 'لم يبقَ سوى {available} من {item}',
  cartLineNotFound: 'هذا المنتج غير موجود في السلّة',
  cartNotFound: 'السلّة غير موجودة',
  cartLineGone: 'هذا المقاس بهذا اللون لم يعد متوفّراً',
  cartLineFewer: 'لم يبقَ سوى {available}',
  cartQuantityInvalid: 'يجب أن تكون الكمية عدداً صحيحاً من 1 وما فوق',
  cartFull: 'الحدّ الأقصى للمنتجات المختلفة في السلّة هو {max}. يرجى إزالة بعضها قبل إضافة المزيد.',
  cardPaymentTooltip: 'بسبب الظروف في لبنان، الدفع الإلكتروني غير متاح حالياً',

  // Listings
  noProductFound: 'عذراً، لم نجد أي منتج',
  noProductFoundShort: 'لا توجد منتجات.',
  noResultFor: 'لا توجد نتائج لـ «{keyword}»',

  // Contact page
  contactSuccess: 'سنتواصل معك في أقرب وقت ممكن',
  contactFailure: 'حدث خطأ ولم يصلنا طلبك، يرجى المحاولة مجدداً',
  tooShort: 'قصير جداً!',
  tooLong: 'طويل جداً!',
  firstNameRequired: 'الاسم الأول مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  invalidEmail: 'صيغة البريد الإلكتروني غير صحيحة',
  requiredBang: 'مطلوب!',
  phoneRequired: 'رقم الهاتف مطلوب',

  // Address form
  required: 'مطلوب',

  // The order summary sent to the shop by WhatsApp
  orderMessageTitle: 'طلب جديد',
  orderMessageName: 'الاسم',
  orderMessageCountry: 'البلد',
  orderMessageCity: 'المدينة',
  orderMessageAddress: 'العنوان',
  orderMessageProductId: 'رقم المنتج',
  orderMessageCode: 'الكود',
  orderMessagePrice: 'السعر',
  orderMessageQuantity: 'الكمية',
  orderMessageSize: 'المقاس',
  orderMessageColor: 'اللون',
  orderMessageAmount: 'المبلغ',
  orderMessageDelivery: 'كلفة التوصيل',
  orderMessageTotal: 'المبلغ الإجمالي',
  orderMessageNumber: 'رقم الطلب',

  // Orders
  orderItemUnavailable: '{name} ({size}، {color}) لم يعد متوفّراً',
  orderNotEnoughStock: 'لم يبقَ سوى {available} من {name} ({size}، {color})',
  orderNotFound: 'الطلب غير موجود',
  orderTotalChanged:
    'تغيّرت الأسعار منذ عرض سلّتك، وأصبح المجموع {total}. يرجى مراجعة طلبك ثم الضغط على «إتمام الطلب» مجدداً.',
  orderStatusUpdated: 'أصبحت حالة الطلب رقم {number}: {status}',
  orderStatusChangeRefused: 'لا يمكن نقل طلب حالته «{from}» إلى «{to}»',
  orderDeleted: 'تمّ حذف الطلب بنجاح',
  orderDeletedShipped: 'تمّ حذف الطلب. بما أنّه كان قد أُرسل، لم تُعَد قطعه إلى المخزون.',
  idempotencyKeyInvalid: 'يجب أن يتألّف مفتاح Idempotency-Key من 1 إلى 200 حرف ظاهر',
  idempotencyKeyReused: 'مفتاح Idempotency-Key هذا استُعمل من قبل لطلب آخر. أرسل مفتاحاً جديداً لكل طلب جديد.',
  orderTooManyLines: 'الحدّ الأقصى لعدد البنود في الطلب الواحد هو {max}',

  // Order limits
  orderRateLimited: 'لقد أرسلت طلبات كثيرة خلال وقت قصير. يرجى الانتظار قليلاً، أو الاتصال بنا لإتمام طلبك.',
  orderTooManyOpen:
    'عدد طلباتك التي تنتظر الإرسال: {count}. يرجى انتظار وصولها، أو الاتصال بنا لإضافة ما تريد إليها.',
  orderPhoneTooManyOpen:
    'عدد الطلبات التي تنتظر الإرسال على رقم الهاتف هذا: {count}. يرجى الاتصال بنا لإضافة ما تريد إليها.',
  orderTooManyPieces: 'الحدّ الأقصى في الطلب الواحد من {name} ({size}، {color}) هو {max}',
  // Blocked customers
  accountBlocked: 'هذا الحساب محظور. يرجى التواصل مع المتجر.',
  phoneBlocked: 'لا نقبل طلبات على رقم الهاتف هذا. يرجى التواصل مع المتجر.',
  userBlocked: 'تمّ حظر {name}: لا يمكن تسجيل الدخول أو الطلب بهذا الحساب',
  userUnblocked: 'تمّ رفع الحظر عن {name}: يمكن تسجيل الدخول والطلب بهذا الحساب مجدداً',
  ownBlock: 'لا يمكنك حظر حسابك الخاص',
  adminBlock: 'لا يمكن حظر مسؤول: غيّر دوره إلى مستخدم أولاً',
  openOrdersCancelled: 'الطلبات المفتوحة الملغاة لـ {name}: {count}. أُعيدت قطعها إلى المخزون.',
  phoneBlockAdded: 'من الآن، تُرفض الطلبات على الرقم {phone}',
  phoneBlockRemoved: 'أصبحت الطلبات على الرقم {phone} مقبولة من جديد',
  phoneBlockExists: 'رقم الهاتف هذا محظور من قبل',
  phoneBlockNotFound: 'رقم الهاتف هذا غير محظور',
  phoneWithoutDigits: 'أدخل رقم هاتف',
  // A confirmed e-mail address before the first order
  emailNotConfirmed: 'يرجى تأكيد بريدك الإلكتروني لتتمكّن من الطلب: افتح الرابط الذي أرسلناه إليك.',
  confirmEmailSent: 'أرسلنا رابط تأكيد إلى {email}. افتحه، ثم اضغط على «إتمام الطلب» مجدداً.',
  confirmEmailWait:
    'أرسلنا رابطاً منذ أقلّ من دقيقة: يرجى التحقّق من بريدك، بما في ذلك مجلّد الرسائل غير المرغوب فيها.',
  emailConfirmed: 'تمّ تأكيد بريدك الإلكتروني. يمكنك الآن إتمام طلبك.',
  emailAlreadyConfirmed: 'بريدك الإلكتروني مؤكَّد من قبل.',
  confirmEmailInvalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً عند إتمام الطلب.',
  cartLineKeyInvalid: 'يجب أن يتألّف مفتاح بند السلّة من 1 إلى 100 حرف ظاهر',

  // Server-side checks
  invalidId: 'المعرّف غير صالح',
  rateNotNumber: 'أدخل رقماً',
  rateNotWhole: 'أدخل عدداً صحيحاً',
  rateNegative: 'يجب ألّا تقلّ القيمة عن 0',
  rateTooLarge: 'يجب ألّا تتجاوز القيمة 1,000,000,000',
  amountTooLarge: 'هذا المبلغ أكبر من أن يعالجه المتجر',

  // Requests the server cannot take
  unstorableCharacters: 'البيانات المرسلة تحتوي على أحرف لا يمكن حفظها (مثل NUL)',
  malformedJson: 'بيانات JSON المرسلة غير سليمة',
  malformedMultipart: 'بيانات النموذج المرسلة (multipart) غير سليمة',
  malformedRequest: 'الطلب المرسل غير سليم',
  unsupportedContentType: 'نوع المحتوى غير مدعوم',
  bodyTooLarge: 'حجم البيانات المرسلة كبير جداً',
  fileTooLarge: 'حجم الملف كبير جداً',
  tooManyParts: 'عدد الملفات أو الخانات المرسلة كبير جداً',
  headersTooLarge: 'حجم ترويسات الطلب أو الرابط كبير جداً',
  requestTimeout: 'انتهت مهلة الاتصال',
  serverClosing: 'يُعاد تشغيل المتجر الآن، يرجى المحاولة مجدداً بعد قليل',
  tooManyRequests: 'طلبات كثيرة جداً، يرجى المحاولة مجدداً بعد {after}',
  // Admin catalogue, users and messages
  productCodeTaken: 'يوجد منتج آخر بهذا الكود',
  unknownCategory: 'فئة غير معروفة: {name}',
  unknownSubcategory: 'فئة فرعية غير معروفة ضمن هذه الفئة: {name}',
  unknownSubsubcategory: 'تصنيف غير معروف ضمن هذه الفئة الفرعية: {name}',
  unknownSize: 'مقاس غير معروف: {name}',
  duplicateOption: 'خياران لهما المقاس واللون نفسهما: {option}',
  dollarDecimals: 'يجب ألّا يتجاوز سعر الدولار رقمين بعد الفاصلة',
  imageNotPicture: 'يجب أن تكون الصور بصيغة JPEG أو PNG أو WebP أو AVIF',
  imageTooLarge: 'يجب ألّا يتجاوز حجم كل صورة 10 ميغابايت',
  imageTooManyPixels: 'يجب ألّا تتجاوز دقّة كل صورة 40 ميغابكسل',
  imageUnknownId: 'صورة غير معروفة: {name}',
  subcategoryAdded: 'تمّت إضافة الفئة الفرعية بنجاح',
  pricesUpdated: 'تمّ تحديث كل الأسعار بنجاح',
  productStatusUpdated: 'تمّ تحديث حالة المنتج',
  roleUpdated: 'تمّ تغيير دور المستخدم بنجاح',
  ownRole: 'لا يمكنك تغيير دور حسابك',
  productOrCodeRequired: 'أدخل رقم المنتج أو الكود',
  messageUpdated: 'تمّ تحديث الرسالة',

  // The admin's home
  invalidDay: 'يجب كتابة التاريخ بالصيغة YYYY-MM-DD',
  daysOutOfRange: 'يجب أن تكون المدّة من 1 إلى 366 يوماً',
  datesReversed: 'تاريخ البداية يقع بعد تاريخ النهاية',
  lowStockThresholdInvalid: 'يجب أن يكون حدّ المخزون المنخفض عدداً صحيحاً من 0 إلى 1000',
  lowStockThresholdUpdated: 'تمّ تحديث حدّ المخزون المنخفض',

  // Back in stock
  stockAlertSaved: 'سنرسل رسالة إلى {email} عندما يتوفّر من جديد',
  stockAlertKnown: '{email} مسجّل من قبل: سنكتب إليك عندما يتوفّر من جديد',
  stockAlertInStock: 'هذا المقاس وهذا اللون متوفّران: يمكنك إضافتهما إلى السلّة',
  stockAlertEmailRequired: 'أدخل بريدك الإلكتروني لنعلمك عندما يتوفّر من جديد',
  stockAlertUnknownOption: 'لا يتوفّر هذا المنتج بهذا المقاس وهذا اللون',
  digestSent: 'أُرسل الملخّص إلى {email}',
  digestFailed: 'تعذّر إرسال الملخّص: لم يقبله خادم البريد. يرجى المحاولة لاحقاً.',
};
