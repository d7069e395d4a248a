import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OutboxTable } from '../../db/schema.ts';
import { latestOutboxMail } from './dev-outbox.queries.ts';

export const DEV_OUTBOX_PATH = '/dev/outbox';
const SHOWN = 100;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text and turns each http(s) address in it into a link. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function mailHtml(mail: Selectable<OutboxTable>): string {
  return `<article><header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to_address)} · from ${escapeHtml(
    mail.from_address,
  )} · ${mail.created_at.toISOString()}</span></header><pre>${linkify(mail.text_body)}</pre></article>`;
}

function pageHtml(mails: Selectable<OutboxTable>[]): string {
  const body = mails.length ? mails.map(mailHtml).join('') : '<p>No mail has been sent yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title><style>body{font-family:system-ui,sans-serif;max-width:820px;margin:32px auto;padding:0 16px;color:#1f2937}article{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}header{display:flex;flex-direction:column;gap:4px}header span{color:#64748b;font-size:13px}pre{white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif}</style></head><body><h1>Outbox</h1><p>Mail this server would have sent; set SMTP_URL to send it for real. Newest first, the last ${SHOWN}.</p>${body}</body></html>`;
}

/**
 * Reset links in the outbox sign anyone in, so the page answers only a browser on this
 * machine: a loopback peer without proxy headers (behind a proxy every peer is local).
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/** GET /dev/outbox: the mail the outbox mailer kept, so a reset link can be followed without a mail server. */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    if (!isLocalRequest(request)) {
      return reply.status(403).send({ message: 'The outbox is shown only to a browser on the server machine.', code: 'forbidden' });
    }
    const mails = await latestOutboxMail(db, SHOWN);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pageHtml(mails));
  });
}
