import { createServiceToken } from '@tessera/sdk';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing e-mail. Production sends over SMTP; the embedded default keeps mail in the outbox table. */
export interface Mailer {
  /** Which adapter this is; the development outbox page exists only for 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const MailerToken = createServiceToken<Mailer>('Mailer');
