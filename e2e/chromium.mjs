import { existsSync } from 'node:fs';

/**
 * The browser the journeys run in: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium.
 * The headless shell (apt-get install chromium-headless-shell) is the same Chromium build without the
 * desktop browser around it, the one Playwright itself runs headless: a page load takes less than half
 * the CPU (decision 079). Nothing is downloaded.
 */
export function e2eChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
}
