import { LOCALES, type Locale, localizedPath } from '@shop/shared';
import { escapeHtml } from '../../lib/html.js';

/** A page's head as the server writes it: title, description, canonical URL, link previews, languages. */

/** What the head says of the site: its address (canonical URLs) and name (link previews). */
export interface Site {
  publicUrl: string;
  name: string;
}

/** Open Graph's names of the shop's languages. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR', fr: 'fr_FR' };

/**
 * The page in every language (issue 36): `hreflang` alternates (English is also `x-default`) and Open
 * Graph's locale, for search engines and link previews.
 */
function languageTags(site: Site, canonicalPath: string, locale: Locale): string[] {
  const href = (l: Locale) => escapeHtml(`${site.publicUrl}${localizedPath(l, canonicalPath)}`);
  return [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`,
    ),
  ];
}

/** `tags` at the end of the page's `<head>`, one a line. */
export const intoHead = (html: string, tags: string[]) =>
  html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);

/**
 * The page's title and description in the shell's head, its canonical URL in its language (the query
 * kept only where the page reads it: a listing's filters), its link-preview tags and its other languages.
 * A product page has its own preview tags already (preview.ts); a page that set no title or description
 * keeps the shell's.
 */
export function withPageHead(
  shell: string,
  page: { title?: string; description?: string; canonicalPath: string; locale: Locale },
  site: Site,
): string {
  const languages = languageTags(site, page.canonicalPath, page.locale);
  if (shell.includes('rel="canonical"')) return intoHead(shell, languages);
  let html = shell;
  if (page.title)
    html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description) {
    const meta = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    const described = /<meta\s+name="description"[\s\S]*?\/?>/i;
    html = described.test(html)
      ? html.replace(described, () => meta)
      : html.replace(/<\/title>/i, () => `</title>${meta}`);
  }
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const url = escapeHtml(`${site.publicUrl}${localizedPath(page.locale, page.canonicalPath)}`);
  return intoHead(html, [
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...languages,
  ]);
}
