import type { Db } from '../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The zero-set-up mailer: mail is stored in the outbox table and read at /dev/outbox. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ from_address: this.from, to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null })
      .execute();
  }
}
