import type { ArabicPlural, Translated } from '../catalogue.js';
import type { forms as english } from '../en/forms.js';

export const forms: Translated<typeof english, ArabicPlural> = {
  showPassword: 'إظهار كلمة المرور',
  sendingWhenReady: 'ما زالت الصفحة قيد التحميل: سنرسل ما أدخلته فور جاهزيتها.',
  needsCode:
    'يحتاج هذا النموذج إلى برمجيات الصفحة، ولم يشغّلها متصفحك. فعّل JavaScript أو أعد تحميل الصفحة ثم أرسله من جديد: احتفظنا بما كتبته، ما عدا كلمة المرور.',
};
