import { describe, expect, it } from 'vitest';
import { retryLostToAnotherWriter } from './sql-errors.js';

/** A run that fails with these SQLSTATEs, one per call, then answers 'placed'. */
function failingWith(...codes: string[]) {
  const run = async () => {
    run.calls += 1;
    const code = codes.shift();
    if (code) throw Object.assign(new Error(`SQLSTATE ${code}`), { code });
    return 'placed';
  };
  run.calls = 0;
  return run;
}

describe('retryLostToAnotherWriter', () => {
  it('runs a transaction again after a deadlock or a serialization failure, up to 3 times in all', async () => {
    const twice = failingWith('40P01', '40001');
    expect(await retryLostToAnotherWriter(twice)).toBe('placed');
    expect(twice.calls).toBe(3);
    const thrice = failingWith('40P01', '40P01', '40P01');
    await expect(retryLostToAnotherWriter(thrice)).rejects.toThrow('SQLSTATE 40P01');
    expect(thrice.calls).toBe(3);
  });

  it('never runs again after any other error', async () => {
    const refused = failingWith('23505');
    await expect(retryLostToAnotherWriter(refused)).rejects.toThrow('SQLSTATE 23505');
    expect(refused.calls).toBe(1);
  });
});
