import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('works with an empty environment (npm start on a fresh machine)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authRateLimit).toBe(10);
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ AUTH_RATE_LIMIT: '-3' }, 'AUTH_RATE_LIMIT'],
    [{ SHOP_WHATSAPP: '+961 1 234' }, 'SHOP_WHATSAPP'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('names the bad variable %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SMTP_URL: 'nope' })).toThrow(/PORT: .*\n {2}SMTP_URL: /s);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});
