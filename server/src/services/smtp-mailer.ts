import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends through the SMTP server of `SMTP_URL` (smtp://, or smtps:// for implicit TLS). The mail
 * library is loaded with the first message: a server that sends none does not carry it.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  #transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.#transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.smtpUrl));
    await (await this.#transport).sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}
