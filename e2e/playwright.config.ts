import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { endpoints, endpointUrl } from '@shop/shared';
import { NO_ORDER_LIMITS } from '../apps/server/src/test/order-limits';
import { e2eChromium } from './chromium.mjs';

/**
 * Journeys run against the real built server on a fresh embedded database (seeded with the demo shop
 * on start). The data folder is shared with the tests through E2E_DATA_DIR (e.g. to read the outbox).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs about 5 % of the run, and CI keeps no files: `--trace on` when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // New tabs of the shop share one renderer process (decision 080).
        '--process-per-site',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /admin-rates/,
      // Journeys written for the phone alone (the Arabic one: its French twin runs here).
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
    // Repricing moves every price: it runs after the journeys that read prices.
    {
      name: 'reprice',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: /admin-rates/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}${endpointUrl(endpoints.health.check)}`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...NO_ORDER_LIMITS,
    },
  },
});
