/** The contact feature's public entry: its page (lazy). */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

export const ContactPage = lazyPage(withPageWords(() => import('./ContactPage')));
