import { FIRST_ANSWERS_ID } from '@shop/shared';
import { pageDataText, parseJson } from './pageData';

/**
 * The API answers the server put into the page's HTML (apps/server/src/modules/pages/render.ts),
 * keyed by the GET URL the app would ask. Each is used once, by the first request for it, and only while
 * the page is fresh: later requests, and a page kept open, ask the server.
 */
const FRESH_MS = 30_000;

export interface FirstAnswers {
  /** The answer for a GET URL, removed from the store; undefined when there is none (or it is old). */
  take(url: string): unknown;
}

export function firstAnswersFrom(
  json: string | null | undefined,
  now = () => performance.now(),
): FirstAnswers {
  const answers = new Map<string, unknown>(Object.entries(parse(json)));
  return {
    take(url) {
      const answer = answers.get(url);
      answers.delete(url);
      return now() < FRESH_MS ? answer : undefined;
    },
  };
}

function parse(json: string | null | undefined): Record<string, unknown> {
  const value = parseJson(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The answers of this page's HTML (none in tests and on pages the server adds none to). */
export const pageFirstAnswers = () => firstAnswersFrom(pageDataText(FIRST_ANSWERS_ID));
