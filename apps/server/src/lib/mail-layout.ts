import { escapeHtml } from './html.js';
import type { MailLanguage } from './mail-language.js';
import type { Mail } from './mailer.js';

/** A figure of a mail: a label and its value ('Total: 750,000 LBP'); `strong` stands out, `divided` starts a group. */
interface MailRow {
  label: string;
  value: string;
  strong?: boolean;
  divided?: boolean;
}

/** The parts a mail is made of, written once as text and as HTML. */
export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { rows: readonly MailRow[] }
  | { list: readonly string[] }
  | { link: { label: string; url: string } }
  | { note: string };

const COLORS = { page: '#f5f1ee', card: '#ffffff', text: '#2a211d', muted: '#5e5049', primary: '#8a3b2e' };
const FONTS =
  "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Naskh Arabic', Tahoma, Arial, sans-serif";

function textOf(block: MailBlock, language: MailLanguage): string {
  if ('paragraph' in block) return block.paragraph;
  if ('heading' in block) return block.heading;
  if ('note' in block) return block.note;
  if ('link' in block) return language.field(block.link.label, block.link.url);
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return block.rows.map((row) => language.field(row.label, row.value)).join('\n');
}

/**
 * The HTML of a block: inline styles and tables, which every mail client keeps. Sides are given as left
 * and right from the language's direction: clients ignore `start` and `end`.
 */
function htmlOf(block: MailBlock, sides: { start: string; end: string }): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('heading' in block) {
    return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3">${escapeHtml(block.heading)}</h2>`;
  }
  if ('note' in block) {
    return `<p style="margin:16px 0 0;font-size:13px;color:${COLORS.muted}">${escapeHtml(block.note)}</p>`;
  }
  if ('link' in block) {
    const { label, url } = block.link;
    return (
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;` +
      `border-radius:6px;background:${COLORS.primary};color:#ffffff;font-weight:700;text-decoration:none">` +
      `${escapeHtml(label)}</a></p>`
    );
  }
  if ('list' in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-${sides.start}:20px">${items}</ul>`;
  }
  const rows = block.rows
    .map(({ label, value, strong, divided }) => {
      const weight = strong ? 'font-weight:700;' : '';
      const rule = divided ? 'border-top:1px solid #e4dcd6;' : '';
      return (
        `<tr><td style="padding:6px 0;${rule}${weight}text-align:${sides.start}">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;${rule}${weight}text-align:${sides.end};white-space:nowrap;` +
        `padding-${sides.start}:16px">${escapeHtml(value)}</td></tr>`
      );
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}

/**
 * A mail in two parts from one list of blocks: plain text (read by every client, and by the outbox's
 * log of links) and HTML in the language's direction. `shop` heads the HTML and signs both.
 */
export function laidOutMail(
  language: MailLanguage,
  mail: { to: string; subject: string; replyTo?: string },
  shop: { name: string; signature: string },
  blocks: readonly MailBlock[],
): Mail {
  const sides = language.dir === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
  const text = `${blocks.map((block) => textOf(block, language)).join('\n\n')}\n\n-- \n${shop.signature}\n`;
  const html = [
    `<!doctype html><html lang="${language.locale}" dir="${language.dir}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page}">`,
    `<div dir="${language.dir}" style="max-width:560px;margin:0 auto;padding:24px 12px;font-family:${FONTS};`,
    `font-size:15px;line-height:1.55;color:${COLORS.text};text-align:${sides.start}">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${COLORS.primary}">${escapeHtml(shop.name)}</p>`,
    `<div style="background:${COLORS.card};border-radius:10px;padding:24px 20px">`,
    ...blocks.map((block) => htmlOf(block, sides)),
    '</div>',
    `<p style="margin:16px 4px 0;font-size:13px;color:${COLORS.muted}">${escapeHtml(shop.signature)}</p>`,
    '</div></body></html>',
  ].join('');
  return { ...mail, text, html };
}
