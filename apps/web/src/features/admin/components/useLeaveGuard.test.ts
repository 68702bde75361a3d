// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { appLinkOf } from './useLeaveGuard';

/** A link in the page, and something inside it (what a click really hits). */
function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('appLinkOf: the pages of the app a click would leave for', () => {
  it('names another page of the app, with its query and fragment', () => {
    window.history.replaceState(null, '', '/admin/product/1');
    expect(appLinkOf(link('/'))).toBe('/');
    expect(appLinkOf(link('/admin/dashboard?tab=orders#top'))).toBe('/admin/dashboard?tab=orders#top');
  });

  it('leaves out what does not leave the page or leaves the app anyway', () => {
    window.history.replaceState(null, '', '/admin/product/1');
    expect(appLinkOf(link('#main')), 'the skip link').toBeUndefined();
    expect(appLinkOf(link('/admin/product/1'))).toBeUndefined();
    expect(appLinkOf(link('/', { target: '_blank' }))).toBeUndefined();
    expect(appLinkOf(link('/images/a.webp', { download: '' }))).toBeUndefined();
    expect(appLinkOf(link('https://wa.me/9611234567'))).toBeUndefined();
    expect(appLinkOf(document.body)).toBeUndefined();
  });
});
