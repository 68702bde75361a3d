/** The home feature's public entry: what app/ may use. */
import { lazyPage } from '../../lib/lazyPage';

export const HomePage = lazyPage(() => import('./HomePage'));
