import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startShopServer } from './processes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every script a real Chromium fetches for `pathname` until the network is idle, as paths under
 * `webDist`. The built server runs on an empty embedded database of its own (no seeding), so the
 * answer does not depend on a catalogue.
 */
export async function scriptsLoadedInBrowser(webDist: string, pathname: string): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-bundle-'));
  const server = await startShopServer({ dataDir, webDist, log: 'bundle-server' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(server.base + pathname, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
