import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './log-redaction.js';

/** URLs as the request log writes them (decision 086); the log itself: `request-log.test.ts`. */
describe('redactUrl', () => {
  it('redacts the token of every route that has one, under any prefix, in any case and spelling', () => {
    expect(redactUrl('/password/reset/abc')).toBe(`/password/reset/${REDACTED}`);
    expect(redactUrl('/fr/PASSWORD/reset/abc/')).toBe(`/fr/PASSWORD/reset/${REDACTED}/`);
    expect(redactUrl('/password/%72eset/abc?currentPage=2')).toBe(
      `/password/%72eset/${REDACTED}?currentPage=2`,
    );
    expect(redactUrl('/api/v1/confirm-email/abc')).toBe(`/api/v1/confirm-email/${REDACTED}`);
    // The route without its token, and other routes, stay as they are.
    expect(redactUrl('/api/v1/me/confirm-email')).toBe('/api/v1/me/confirm-email');
    expect(redactUrl('/password/forgot')).toBe('/password/forgot');
    expect(redactUrl('/product/abc?color=Red')).toBe('/product/abc?color=Red');
  });

  it('redacts the value of every secret key of a query, and keeps the rest as it came', () => {
    expect(redactUrl('/login?redirect=%2Fcart&email=a%40b.co&password=x&pass%77ord=y')).toBe(
      `/login?redirect=%2Fcart&email=a%40b.co&password=${REDACTED}&pass%77ord=${REDACTED}`,
    );
    expect(redactUrl('/x?token&id_token=1&keyword=silk&api_key=2')).toBe(
      `/x?token=${REDACTED}&id_token=${REDACTED}&keyword=silk&api_key=${REDACTED}`,
    );
  });
});
