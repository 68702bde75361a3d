import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpReceiver } from '../test/smtp-receiver.js';
import { createMailer } from './mailer.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A real logger whose JSON lines are kept in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('mailer without SMTP_URL', () => {
  /** A mailer writing to an outbox in a new temporary folder, with its log lines kept. */
  async function outboxMailer() {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mailer-'));
    const outboxDir = path.join(dir, 'outbox');
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <shop@example.com>', outboxDir, log });
    return { mailer, outboxDir, lines };
  }

  it('writes each mail to the outbox as .eml and logs its links', async () => {
    const { mailer, outboxDir, lines } = await outboxMailer();

    await mailer.send({
      to: 'rana@example.com',
      subject: 'Hello',
      text: 'Open https://shop.example/a?b=1 now.\n',
    });
    await mailer.send({ to: 'maya@example.com', subject: 'Second', text: 'No link here.\n' });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    const emls = await Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    expect(emls.join('\n')).toContain('To: rana@example.com');
    expect(emls.join('\n')).toContain('From: Shop <shop@example.com>');
    const logged = lines.filter((line) => line.msg === 'mail written to the outbox');
    expect(logged.map((line) => line.links)).toEqual([['https://shop.example/a?b=1'], []]);
    expect(await readFile(String(logged[0]?.file), 'utf8')).toContain('To: rana@example.com');
  });

  it('finishes the mails already given before it closes', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const sending = ['rana', 'maya', 'hadi'].map((name) =>
      mailer.send({ to: `${name}@example.com`, subject: 'Order', text: 'Thank you.\n' }),
    );
    await mailer.close();
    expect(await readdir(outboxDir)).toHaveLength(3);
    await Promise.all(sending);
  });

  it('makes the outbox again when it was removed while the shop runs', async () => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.send({ to: 'rana@example.com', subject: 'First', text: 'One.\n' });
    await rm(outboxDir, { recursive: true });
    await mailer.send({ to: 'maya@example.com', subject: 'Second', text: 'Two.\n' });
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(outboxDir, files[0] as string), 'utf8')).toContain(
      'To: maya@example.com',
    );
  });
});

describe('mailer with SMTP_URL', () => {
  const smtpMailer = (smtpUrl: string) =>
    createMailer({ smtpUrl, from: 'shop@example.com', outboxDir: '', log: capturingLogger().log });

  it('sends mail after mail on one connection, and a new one once the server dropped it', async () => {
    const smtp = await startSmtpReceiver({ idleTimeoutMs: 1500 });
    const mailer = smtpMailer(smtp.url);
    try {
      for (const to of ['rana@example.com', 'maya@example.com', 'hadi@example.com']) {
        await mailer.send({ to, subject: 'Order', text: 'Thank you.\n' });
      }
      expect(smtp.inbox.map((mail) => mail.to)).toEqual([
        ['rana@example.com'],
        ['maya@example.com'],
        ['hadi@example.com'],
      ]);
      expect(smtp.connections()).toBe(1);

      await vi.waitFor(() => expect(smtp.closed()).toBe(1), { timeout: 5_000, interval: 50 });
      await mailer.send({ to: 'rana@example.com', subject: 'Another order', text: 'Thank you.\n' });
      expect(smtp.inbox).toHaveLength(4);
      expect(smtp.connections()).toBe(2);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('uses a connection per mail when SMTP_URL says pool=false', async () => {
    const smtp = await startSmtpReceiver();
    const mailer = smtpMailer(`${smtp.url}?pool=false`);
    try {
      await mailer.send({ to: 'rana@example.com', subject: 'One', text: 'One.\n' });
      await mailer.send({ to: 'maya@example.com', subject: 'Two', text: 'Two.\n' });
      expect(smtp.inbox).toHaveLength(2);
      expect(smtp.connections()).toBe(2);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
