import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@counsel/kit';
import type { Mailer } from '../../ports/mailer.js';

/** Email over SMTP (SMTP_URL) with nodemailer. Logs the recipient on failure, never the message (it holds a link). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string, private readonly log: Logger) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(m: { to: string; subject: string; text: string }) {
    try {
      await this.transport.sendMail({ from: this.from, to: m.to, subject: m.subject, text: m.text });
    } catch (err) {
      this.log.warn({ to: m.to, code: (err as { code?: string }).code, err: (err as Error).message }, 'email could not be sent');
      throw err;
    }
  }
}
