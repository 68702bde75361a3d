import { mkdtemp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMailer, type Mail, mailComposer } from '@shop/server/bench';
import Fastify from 'fastify';
import { RESULTS } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `npm run mail -w @shop/bench -- [--mails 2000]`: how fast the shop's mails are laid out (in this
 * process, one after another) and written to the outbox (through the mailer's thread, all given at
 * once, as a burst of orders would). The two mails of an order, alternately.
 */

const FROM = 'Mira Home & Fashion <hello@mira-shop.example>';
const SUMMARY = [
  'Order 1042 for Zeinab Haddad, 03 123 456',
  'Beirut, Achrafieh, Mar Mitr street, building 12, 3rd floor',
  '1 × Floral Cotton Pyjamas (M, Pink): 1,250,000 LBP',
  '2 × Ribbed Terry Bath Towel (L, White): 900,000 LBP',
  'Delivery: 150,000 LBP',
  'Total: 2,300,000 LBP, cash on delivery',
].join('\n');

/** Like `orderMails` writes them: to the shopper (a name in Arabic), and to the shop. */
const ORDER_MAILS: Mail[] = [
  {
    to: 'zeinab@example.com',
    subject: 'Mira Home & Fashion: order 1042 received',
    text: `Hello زينب,\n\nThank you for your order 1042 of 2,300,000 LBP, paid cash on delivery.\nWe will call you to arrange the delivery. You can follow it here:\n\nhttps://shop.example/order/3c1e0d3e-2b8a-4d0e-9f0e-1a2b3c4d5e6f\n\n${SUMMARY}\n`,
  },
  {
    to: 'hello@mira-shop.example',
    subject: 'New order 1042: 2,300,000 LBP',
    text: `${SUMMARY}\n\nhttps://shop.example/order/3c1e0d3e-2b8a-4d0e-9f0e-1a2b3c4d5e6f\n`,
  },
];

const mailAt = (i: number) => ORDER_MAILS[i % ORDER_MAILS.length] as Mail;
/** Mails laid out before the clock starts: the first few hundred run before the JIT has compiled the code. */
const WARM_UP = 1000;

interface Rate {
  mailsPerSecond: number;
  /** CPU of the whole process (every thread) per mail. */
  cpuMsPerMail: number;
}

async function measure(mails: number, run: () => Promise<void>): Promise<Rate> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    mailsPerSecond: Math.round(mails / seconds),
    cpuMsPerMail: Math.round(((used.user + used.system) / 1000 / mails) * 1000) / 1000,
  };
}

async function composeOnly(mails: number): Promise<Rate> {
  const compose = mailComposer(FROM);
  for (let i = 0; i < WARM_UP; i++) await compose(mailAt(i));
  return measure(mails, async () => {
    for (let i = 0; i < mails; i++) await compose(mailAt(i));
  });
}

async function throughOutbox(mails: number): Promise<Rate> {
  const outboxDir = await mkdtemp(path.join(RESULTS, 'mail-outbox-'));
  const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir, log: Fastify().log });
  // The mailer's thread never keeps a process alive (a server's sockets do): this timer stands in.
  const alive = setInterval(() => {}, 1000);
  // The thread starts, loads and warms up before the clock does.
  await Promise.all(Array.from({ length: WARM_UP }, (_, i) => mailer.send(mailAt(i))));
  const rate = await measure(mails, async () => {
    await Promise.all(Array.from({ length: mails }, (_, i) => mailer.send(mailAt(i))));
  });
  await mailer.close();
  clearInterval(alive);
  const written = (await readdir(outboxDir)).length;
  if (written !== mails + WARM_UP)
    throw new Error(`${written} files in ${outboxDir}, expected ${mails + WARM_UP}`);
  return rate;
}

const { values } = parseArgs({ options: { mails: { type: 'string', default: '2000' } } });
const mails = Number(values.mails);
if (!Number.isInteger(mails) || mails < 1) throw new Error('--mails must be a positive integer');
warnIfBusy();
const compose = await composeOnly(mails);
const outbox = await throughOutbox(mails);
console.log(
  table(
    ['path', 'mails/s', 'CPU ms/mail'],
    [
      ['compose only', compose.mailsPerSecond, compose.cpuMsPerMail],
      ['outbox (mail thread)', outbox.mailsPerSecond, outbox.cpuMsPerMail],
    ],
  ),
);
console.log(`The outbox files stay in ${RESULTS}/mail-outbox-*: remove them by hand (decision 027).`);
await saveResult('mail', { mails, compose, outbox });
