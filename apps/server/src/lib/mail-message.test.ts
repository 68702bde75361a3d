import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { mailComposer } from './mail-message.js';
import type { Mail } from './mailer.js';

/** nodemailer's documented MailComposer, the reference: the message it writes for the same mail. */
async function nodemailerMessage(from: string, mail: Mail): Promise<string> {
  return (await new MailComposer({ from, ...mail }).compile().build()).toString();
}

/** The header and the body of a message. */
function parts(message: string): [string, string] {
  const end = message.indexOf('\r\n\r\n');
  return [message.slice(0, end), message.slice(end + 4)];
}

/**
 * A message without what may differ between two compositions: the random Message-ID, the time, and
 * CRLF for the LF nodemailer's composer writes in the body (the outbox asks for CRLF throughout).
 */
function comparable(message: string): string {
  const [head, body] = parts(message);
  return `${head.replace(/^Message-ID: <[^@]+@/m, 'Message-ID: <…@').replace(/^Date: .*$/m, 'Date: …')}\n\n${body.replace(/\r\n/g, '\n')}`;
}

const SHOP = 'Mira Home & Fashion <hello@mira-shop.example>';

describe('mailComposer', () => {
  const cases: [string, string, Mail][] = [
    [
      'a short ASCII mail (7bit)',
      SHOP,
      { to: 'rana@example.com', subject: 'Order 1042', text: 'Thank you.\n' },
    ],
    [
      'a name in Arabic and a long line (quoted-printable)',
      SHOP,
      {
        to: 'zeinab@example.com',
        subject: 'Mira: order 1042 received',
        text: `Hello زينب,\n\nThank you for your order 1042 of 1,250,000 LBP, paid cash on delivery, which we will deliver soon.\n\nhttps://shop.example/order/3c1e0d3e-2b8a-4d0e-9f0e-1a2b3c4d5e6f\n`,
      },
    ],
    [
      'a subject in Arabic, long enough to be folded, and a reply address',
      'hello@mira-shop.example',
      {
        to: 'shop@mira-shop.example',
        replyTo: 'rana@example.com',
        subject: 'Contact: سؤال عن المقاسات والألوان المتوفرة لبيجامة الأطفال القطنية والتوصيل إلى صيدا',
        text: 'Do you have it in size 4?\n',
      },
    ],
    [
      'a shop name in Arabic',
      'ميرا للأزياء <hello@mira-shop.example>',
      { to: 'rana@example.com', subject: 'Hi', text: 'Hi.\n' },
    ],
    ['a domain in Unicode (punycode)', SHOP, { to: 'rana@jõgeva.ee', subject: 'Hi', text: 'Hi.\n' }],
    [
      'a text without a final line break, a named reply address, two recipients',
      SHOP,
      {
        to: 'shop@mira-shop.example, owner@mira-shop.example',
        replyTo: 'Rana Khoury <rana@example.com>',
        subject: 'Contact: sizes',
        text: 'Do you have it in size 4?',
      },
    ],
    ['an empty subject (no Subject header)', SHOP, { to: 'rana@example.com', subject: '', text: 'Hi.\n' }],
  ];

  it.each(cases)('writes what nodemailer writes: %s', async (_name, from, mail) => {
    const message = (await mailComposer(from)(mail)).raw.toString();
    expect(comparable(message)).toBe(comparable(await nodemailerMessage(from, mail)));
    expect(message.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(message, 'CRLF line ends only').not.toMatch(/[^\r]\n|\r[^\n]/);
    expect(message.endsWith('\r\n')).toBe(true);
  });

  it('gives the SMTP envelope: the bare sender and recipient, punycoded as in the headers', async () => {
    const { envelope, raw } = await mailComposer(SHOP)({
      to: 'Rana <rana@jõgeva.ee>, maya@example.com',
      subject: 'Hi',
      text: 'Hi.\n',
    });
    expect(envelope).toEqual({
      from: 'hello@mira-shop.example',
      to: ['rana@xn--jgeva-dua.ee', 'maya@example.com'],
    });
    expect(raw.toString()).toMatch(/^Message-ID: <[0-9a-f-]{36}@mira-shop\.example>\r$/m);
  });

  it('keeps a subject with a line break on one header line', async () => {
    const { raw } = await mailComposer(SHOP)({
      to: 'rana@example.com',
      subject: 'Hi\r\nBcc: eve@example.com',
      text: 'Hi.\n',
    });
    const [head] = parts(raw.toString());
    expect(head).not.toMatch(/^Bcc:/m);
    expect(head).toMatch(/^Subject: Hi Bcc: eve@example\.com$/m);
  });

  it('writes a mostly Arabic body as base64 that decodes to the text', async () => {
    const text =
      'مرحبا زينب،\nشكرا لطلبك رقم 1042. سنتصل بك لترتيب التوصيل إلى بيروت، الأشرفية، شارع مار متر، بناية 12.\n';
    const [head, body] = parts(
      (await mailComposer(SHOP)({ to: 'zeinab@example.com', subject: 'طلب', text })).raw.toString(),
    );
    expect(head).toContain('Content-Transfer-Encoding: base64');
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe(text);
  });
});
