// `npm start`: builds the web app when its build is missing, then runs the shop in this process
// (migrations, demo data on an empty embedded database, web app and API on one port).
// With WEB_CONCURRENCY=N (PostgreSQL only) this process becomes the primary of N workers, each of
// which runs this script again (node:cluster forks it) and finds the web app already built.
// package.json runs it with `exec`: npm forwards SIGTERM/SIGINT to its child, and without exec that
// child is a shell that dies on the signal and leaves this process running (decision 035).
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');

// The browser's build and, beside the default one, the server's renderer of the first screens (015) and
// the islands' own build (115).
const renderer = path.join(webDist, '..', 'dist-ssr', 'entry-server.mjs');
const islands = path.join(webDist, '.vite', 'islands-manifest.json');
if (
  !existsSync(path.join(webDist, 'index.html')) ||
  (!process.env.WEB_DIST && !(existsSync(renderer) && existsSync(islands)))
) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.WEB_DIST ??= webDist;
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
