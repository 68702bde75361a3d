// `npm test`: every suite, failing when any fails; each stage says how long it took.
//  - Vitest: unit and API integration tests on PGlite, and the files that depend on the database engine
//    again on PostgreSQL when TEST_DATABASE_URL is set (vitest.config.ts decides which: docs/ci.md)
//  - the web build for e2e, beside Vitest (it is short)
//  - then the end-to-end journeys in Chromium against the built server (Playwright, e2e/chromium.mjs)
// It ends with one line `tests: N passed, N failed` over all suites.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eChromium } from '../e2e/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'shop-test-report-'));
const totals = { passed: 0, failed: 0 };
let failed = false;

/**
 * Runs one stage and resolves whether it passed. `quiet` collects the output and prints it in one piece
 * at the end, for a stage that runs beside another whose output it would otherwise cut into.
 */
function run(title, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (quiet) console.log(`\n=== ${title} ===\n${output.trimEnd()}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code !== 0) failed = true;
      console.log(`=== ${title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ===`);
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numTotalTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}

async function vitest() {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\n=== PostgreSQL suite skipped: set TEST_DATABASE_URL to run it on a server ===');
  }
  const out = path.join(reports, 'vitest.json');
  await run(`Unit and API integration tests (Vitest, ${engines})`, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
}

/** The journeys in Chromium against the built app (`build`: the web build, started beside Vitest). */
async function e2e(chromium, build) {
  if (!chromium) {
    const install = 'apt-get install chromium-headless-shell, or set CHROMIUM_PATH';
    const required = Boolean(process.env.REQUIRE_E2E);
    console.log(`\n=== e2e ${required ? 'required (REQUIRE_E2E)' : 'skipped'}: no Chromium (${install}) ===`);
    if (required) failed = true;
    return;
  }
  if (!(await build)) return;
  const out = path.join(reports, 'e2e.json');
  await run(
    `End-to-end journeys in ${chromium} (Playwright)`,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } },
  );
  countPlaywright(out);
}

// The build is short and runs beside Vitest; the journeys run after it. Both suites keep the two cores
// busy on their own: side by side they took longer than one after the other (docs/ci.md).
const chromium = e2eChromium();
const build =
  chromium && run('Web build for e2e', 'npm', ['run', 'build', '-w', '@shop/web'], { quiet: true });
await vitest();
await e2e(chromium, build);

rmSync(reports, { recursive: true, force: true });
if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
