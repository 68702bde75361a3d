// `npm test`: every suite, in order, failing when any fails.
//  1. unit + API integration on PGlite (Vitest)
//  2. the server's integration suite again on a PostgreSQL server, when TEST_DATABASE_URL is set
//  3. end-to-end journeys in Chromium against the built server (Playwright)
// It ends with one line `tests: N passed, N failed` over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'shop-test-report-'));
const totals = { passed: 0, failed: 0 };
let failed = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failed = true;
    console.log(`=== ${title}: FAILED (exit ${result.status}) ===`);
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numTotalTests === 0 ? 1 : 0);
}

function vitest(title, name, args, env) {
  const out = path.join(reports, `${name}.json`);
  run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  countVitest(out);
}

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
vitest('Unit and API integration tests (PGlite)', 'pglite', [], { ...withoutServer, TEST_DATABASE_URL: '' });

if (TEST_DATABASE_URL) {
  vitest('API integration tests on PostgreSQL (TEST_DATABASE_URL)', 'postgresql', ['apps/server'], {
    TEST_DATABASE_URL,
  });
} else {
  console.log('\n=== PostgreSQL suite skipped: set TEST_DATABASE_URL to run it on a server ===');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('Web build for e2e', 'npm', ['run', 'build', '-w', '@shop/web'])) {
    const out = path.join(reports, 'e2e.json');
    run(
      'End-to-end journeys in Chromium (Playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
    if (existsSync(out)) {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      totals.passed += stats.expected ?? 0;
      totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    }
  }
} else if (process.env.REQUIRE_E2E) {
  console.log(`\n=== e2e required (REQUIRE_E2E) but no Chromium at ${chromium} ===`);
  failed = true;
} else {
  console.log(
    `\n=== e2e skipped: no Chromium at ${chromium} (apt-get install chromium), REQUIRE_E2E unset ===`,
  );
}

rmSync(reports, { recursive: true, force: true });
if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
