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
    [{ MAIL_FROM: 'Mira shop' }, 'MAIL_FROM'],
    [{ DIGEST_HOUR: '24' }, 'DIGEST_HOUR'],
    [{ DIGEST_HOUR: '8am' }, 'DIGEST_HOUR'],
  ])('names the bad variable %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('sends the morning digest at 8 in Beirut unless DIGEST_HOUR says another hour, or is empty', () => {
    expect(loadConfig({}).digestHour).toBe(8);
    expect(loadConfig({ DIGEST_HOUR: '0' }).digestHour).toBe(0);
    expect(loadConfig({ DIGEST_HOUR: ' 23 ' }).digestHour).toBe(23);
    expect(loadConfig({ DIGEST_HOUR: '' }).digestHour).toBeUndefined();
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

  it('keeps images on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  const s3Env = {
    S3_BUCKET: 'shop',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('reads the S3 driver settings, with an optional endpoint and public base URL', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      bucket: 'shop',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: undefined,
      publicBaseUrl: undefined,
    });
    const custom = loadConfig({
      ...s3Env,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://cdn.example.com/shop/',
    }).s3;
    expect(custom?.endpoint).toBe('http://127.0.0.1:9000');
    expect(custom?.publicBaseUrl).toBe('https://cdn.example.com/shop');
  });

  it.each([
    [{ ...s3Env, S3_REGION: '' }, /S3_REGION: required when S3_BUCKET is set/],
    [{ S3_BUCKET: 'shop' }, /S3_REGION: .*\n {2}S3_ACCESS_KEY_ID: .*\n {2}S3_SECRET_ACCESS_KEY: /s],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ ...s3Env, S3_ENDPOINT: 'nope' }, /S3_ENDPOINT: /],
  ])('refuses an incomplete S3 setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
