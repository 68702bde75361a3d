/** The contact feature's public entry: its page (lazy). */
import { lazyPage } from '../../lib/lazyPage';

export const ContactPage = lazyPage(() => import('./ContactPage'));
