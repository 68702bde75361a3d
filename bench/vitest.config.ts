import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The generator's own test (the root config does not cover bench/): `npm test -w @shop/bench`.
export default defineConfig({
  test: {
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
