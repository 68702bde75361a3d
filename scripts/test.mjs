// `npm test`: every suite, failing when any fails; each stage says how long it took.
//  - Vitest: unit and API integration tests on PGlite, and the files that depend on the database engine
//    again on PostgreSQL when TEST_DATABASE_URL is set (vitest.config.ts decides which: docs/ci.md)
//  - the web build for e2e, side by side with Vitest (it is short, and Vitest leaves gaps on the cores)
//  - end-to-end journeys in Chromium against the built server (Playwright)
// It ends with one line `tests: N passed, N failed` over all suites.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2e = existsSync(chromium);
const build = e2e
  ? run('Web build for e2e', 'npm', ['run', 'build', '-w', '@shop/web'], { quiet: true })
  : null;
await vitest();

if (build && (await build)) {
  const out = path.join(reports, 'e2e.json');
  await run(
    'End-to-end journeys in Chromium (Playwright)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  countPlaywright(out);
} else if (!e2e && process.env.REQUIRE_E2E) {
  console.log(`\n=== e2e required (REQUIRE_E2E) but no Chromium at ${chromium} ===`);
  failed = true;
} else if (!e2e) {
  console.log(
    `\n=== e2e skipped: no Chromium at ${chromium} (apt-get install chromium), REQUIRE_E2E unset ===`,
  );
}

rmSync(reports, { recursive: true, force: true });
if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
