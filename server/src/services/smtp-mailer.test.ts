import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createMailer } from './create-mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    // A plain local server: no TLS to negotiate, and credentials allowed over the loopback connection.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret-pass') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SmtpMailer against a local SMTP server', () => {
  it('delivers the message with sender, recipient, subject and body', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Tessera <no-reply@sites.test>');
    await mailer.send({ to: 'ada@example.test', subject: 'Reset your Tessera password', text: 'Open http://localhost:3000/passwords/reset?token=abc' });
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@sites.test');
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.raw).toContain('Subject: Reset your Tessera password');
    expect(mail.raw).toContain('From: Tessera <no-reply@sites.test>');
    expect(mail.raw).toContain('http://localhost:3000/passwords/reset?token=abc');
  });

  it('signs in with the credentials of SMTP_URL, and fails loudly with wrong ones', async () => {
    await new SmtpMailer(`smtp://mailer:secret-pass@127.0.0.1:${port}`, 'no-reply@sites.test').send({ to: 'bob@example.test', subject: 'Hi', text: 'Body' });
    expect(received.at(-1)).toMatchObject({ user: 'mailer', to: ['bob@example.test'] });
    const wrong = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@sites.test');
    await expect(wrong.send({ to: 'bob@example.test', subject: 'Hi', text: 'Body' })).rejects.toThrow(/Invalid username or password/);
  });
});

describe('createMailer', () => {
  const db = {} as Db;
  it('uses SMTP when SMTP_URL is set and the outbox otherwise', () => {
    expect(createMailer(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), db)).toBeInstanceOf(SmtpMailer);
    expect(createMailer(loadConfig({}), db)).toBeInstanceOf(OutboxMailer);
    expect(loadConfig({ TESSERA_SITE_DOMAIN: 'acme.test' }).mailFrom).toBe('Tessera <no-reply@acme.test>');
  });
});
