import type { Plural, Translated } from '../catalogue.js';
import type { forms as english } from '../en/forms.js';

export const forms: Translated<typeof english, Plural> = {
  showPassword: 'Afficher le mot de passe',
  sendingWhenReady: 'La page se charge encore\u00a0: votre envoi partira dès qu’elle sera prête.',
  needsCode:
    'Ce formulaire a besoin du code de la page, que votre navigateur n’a pas exécuté. Activez JavaScript ou rechargez la page, puis envoyez-le de nouveau\u00a0: ce que vous avez saisi est conservé, sauf votre mot de passe.',
};
