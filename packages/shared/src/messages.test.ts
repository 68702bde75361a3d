import { describe, expect, it } from 'vitest';
import { format, messages, noResultFor } from './messages.js';

describe('format', () => {
  it.each([
    ['No result found for {keyword}', { keyword: 'robe' }, 'No result found for robe'],
    ['{a} and {a}', { a: 1 }, '1 and 1'],
    ['{missing} stays', {}, '{missing} stays'],
    ['{toString} is not inherited', {}, '{toString} is not inherited'],
    ['no placeholder', { x: 'y' }, 'no placeholder'],
  ])('fills %s', (template, vars, expected) => {
    expect(format(template, vars)).toBe(expected);
  });

  it('builds the empty search text', () => {
    expect(noResultFor('pyjama')).toBe('No result found for pyjama');
  });

  it('fills the neutral forgot-password text', () => {
    expect(format(messages.forgotSent, { email: 'a@b.lb' })).toBe(
      'If an account exists for a@b.lb, a reset link has been sent',
    );
  });
});
