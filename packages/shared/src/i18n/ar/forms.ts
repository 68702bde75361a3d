import type { ArabicPlural, Translated } from '../catalogue.js';
import type { forms as english } from '../en/forms.js';

export const forms: Translated<typeof english, ArabicPlural> = {
  showPassword: 'إظهار كلمة المرور',
};
