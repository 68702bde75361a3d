import { describe, expect, it } from 'vitest';
import { PLAN_EACH_CALL, statementNamer } from './prepared-statements.js';

describe('which statements are prepared (decision 024)', () => {
  it('names a text from its second run on, always with the same name, never a search marked to plan each call', () => {
    const preparedName = statementNamer();
    expect(preparedName('select 1 where $1::int > 0 -- naming')).toBeUndefined();
    const name = preparedName('select 1 where $1::int > 0 -- naming');
    expect(name).toMatch(/^shop_\d+$/);
    expect(preparedName('select 1 where $1::int > 0 -- naming')).toBe(name);
    expect(preparedName('select 2 where $1::int > 0 -- naming')).toBeUndefined();
    expect(preparedName('select 2 where $1::int > 0 -- naming')).not.toBe(name);
    const search = `${PLAN_EACH_CALL} select 3`;
    expect([preparedName(search), preparedName(search), preparedName(search)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stops naming new texts at its limit, so one-off statements cannot fill the connections', () => {
    const preparedName = statementNamer(10);
    const kept = 'select 4 where $1::int > 0 -- kept';
    preparedName(kept);
    const keptName = preparedName(kept);
    for (let i = 0; i < 20; i++) {
      preparedName(`select ${i} -- one of many`);
      preparedName(`select ${i} -- one of many`);
    }
    const late = 'select 5 -- after the limit';
    expect([preparedName(late), preparedName(late)]).toEqual([undefined, undefined]);
    expect(preparedName(kept)).toBe(keptName);
  });
});
