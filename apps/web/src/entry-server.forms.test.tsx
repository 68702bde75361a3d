import { format, messages, PAGE_FORM_ATTRIBUTE, PAGE_FORM_FIELD, PAGES, type PostedForm } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { fr } from '@shop/shared/i18n/fr';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { shopOnlyAnswer } from './entry-server.fixture';

/**
 * The pages' forms as the server draws them (issue 45, decision 085): each posts (a submit before the
 * page's code never becomes a GET with the password in the URL) and names itself; a page answering a
 * form sent without the code shows what was typed (never a password), the answer and each refused
 * field's message, in the page's language.
 */

const answer = shopOnlyAnswer;

/** The `<form>` tags of a page's HTML. */
const formTags = (html: string) => html.match(/<form\b[^>]*>/g) ?? [];

describe('the forms of the pages the server draws', () => {
  const pages = Object.entries(PAGES).filter(([, page]) => page?.forms);
  const urls: Record<string, string> = {
    login: '/login',
    register: '/register',
    contact: '/contactus',
    forgotPassword: '/password/forgot',
    resetPassword: '/password/reset/a-token',
  };

  it('covers every page that declares forms', () => {
    expect(pages.map(([name]) => name).sort()).toEqual(Object.keys(urls).sort());
  });

  for (const [name, page] of pages) {
    it(`${name}: each form posts and names itself`, async () => {
      const { html } = await render(urls[name] ?? '', answer);
      const forms = formTags(html).filter((tag) => tag.includes(PAGE_FORM_ATTRIBUTE));
      expect(forms.map((tag) => new RegExp(`${PAGE_FORM_ATTRIBUTE}="(\\w+)"`).exec(tag)?.[1])).toEqual(
        page?.forms,
      );
      for (const tag of forms) expect(tag).toContain('method="post"');
      for (const form of page?.forms ?? []) {
        expect(html).toContain(`type="hidden" name="${PAGE_FORM_FIELD}" value="${form}"`);
      }
      // The line a held submit shows (by CSS from the loader's mark), in the page's words.
      expect(html).toContain(en.forms.sendingWhenReady);
    });
  }

  it('shows what was typed into a form that needs the code, and says so, never the password', async () => {
    const posted: PostedForm = {
      form: 'signIn',
      values: { email: 'rana@example.com' },
      outcome: { needsCode: true },
    };
    const { html } = await render('/fr/login', answer, posted);
    expect(html).toContain('value="rana@example.com"');
    expect(html).toContain(fr.forms.needsCode);
    // The sign-up half of the panel is another form: not filled.
    expect(html.match(/value="rana@example.com"/g)).toHaveLength(1);
    expect(html).not.toMatch(/type="password"[^>]*value="[^"]+"/);
  });

  it('shows a refused contact form as typed, with each refused field’s message, in Arabic', async () => {
    const values = {
      firstName: 'R',
      lastName: 'Haddad',
      email: 'rana@',
      phoneNumber: '03 123 456',
      message: 'Bonjour <b>',
    };
    const posted: PostedForm = {
      form: 'contact',
      values,
      outcome: {
        status: 400,
        message: ar.messages.tooShort,
        fieldErrors: { firstName: messages.tooShort, email: messages.invalidEmail },
      },
    };
    const { html } = await render('/ar/contactus', answer, posted);
    expect(html).toContain('value="R"');
    expect(html).toContain('value="rana@"');
    expect(html).toContain('Bonjour &lt;b&gt;</textarea>');
    expect(html).toContain(ar.messages.tooShort);
    expect(html).toContain(ar.messages.invalidEmail);
  });

  it('shows a completed reset-link request with the server’s answer', async () => {
    const message = format(fr.messages.forgotSent, { email: 'rana@example.com' });
    const posted: PostedForm = { form: 'forgotPassword', values: {}, outcome: { status: 200, message } };
    const { html } = await render('/fr/password/forgot', answer, posted);
    expect(html).toContain(message.replaceAll('"', '&quot;'));
  });

  it('keeps a form’s answer to the page it answers', async () => {
    const posted: PostedForm = {
      form: 'contact',
      values: { firstName: 'Rana' },
      outcome: { needsCode: true },
    };
    const { html } = await render('/login', answer, posted);
    expect(html).not.toContain(en.forms.needsCode);
    expect(html).not.toContain('value="Rana"');
  });
});
