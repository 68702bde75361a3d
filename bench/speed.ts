import { machineSpeed } from './lib/ceiling.js';

/**
 * `npm run speed -w @shop/bench`: how fast this machine is now, as a fraction of the reference ceiling
 * (lib/ceiling.ts). CI prints it before and after the tests, so that their times can be read against it.
 */
await machineSpeed();
