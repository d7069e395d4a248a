import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: AppConfig, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db, config.mailFrom);
}
