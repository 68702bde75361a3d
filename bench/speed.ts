import { machineSpeed } from './lib/ceiling.js';

/**
 * `npm run speed -w @shop/bench`: how fast this machine is now, as a fraction of the reference ceiling
 * (lib/ceiling.ts). CI prints it before and after the tests, so that their times can be read against it
 * (`--quick`: 2 s instead of 5, for CI).
 */
const seconds = process.argv.includes('--quick') ? 2 : 5;
await machineSpeed(seconds);
