import { performance } from 'node:perf_hooks';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyPasswordHash } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { findUserByEmail } from './queries.js';
import { signUp, type TestUser } from './testing.js';

/** The argon2 parameters of a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), salt and hash left out. */
const parametersOf = (phc: string) => phc.split('$').slice(0, 4).join('$');

/** The fastest run: what a login costs at the least, which load on the machine can only make slower. */
const fastest = (values: number[]) => Math.min(...values);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

async function timedLogin(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.accounts.login),
    payload: { email, password: 'not-the-password' },
  });
  expect(res.statusCode).toBe(401);
  return performance.now() - started;
}

describe('login for an unknown e-mail', () => {
  it('checks the password against a dummy hash made like real ones', async () => {
    const stored = await findUserByEmail(t.db, user.user.email);
    expect(stored).toBeDefined();
    expect(parametersOf(await dummyPasswordHash())).toBe(parametersOf(stored?.password_hash ?? ''));
    expect(parametersOf(await dummyPasswordHash())).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });

  it('costs about what a wrong password for a known e-mail costs', async () => {
    // Interleaved, so load on the machine hits both kinds alike; the fastest of each kind ignores the
    // runs that load slowed down (without the dummy hash an unknown e-mail costs almost nothing).
    const known: number[] = [];
    const unknown: number[] = [];
    await timedLogin('nobody@example.com');
    for (let i = 0; i < 9; i++) {
      known.push(await timedLogin(user.user.email));
      unknown.push(await timedLogin(`nobody-${i}@example.com`));
    }
    const ratio = fastest(known) / fastest(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
