import type { Plural, Translated } from '../catalogue.js';
import type { forms as english } from '../en/forms.js';

export const forms: Translated<typeof english, Plural> = {
  showPassword: 'Afficher le mot de passe',
};
