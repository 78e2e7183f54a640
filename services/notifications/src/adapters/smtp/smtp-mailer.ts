import { createRequire } from 'node:module';
import type { Transporter, TransportOptions } from 'nodemailer';
import type { Mailer, OutgoingEmail } from '../../ports/mailer.js';

/**
 * Email over SMTP (SMTP_URL) with nodemailer, one pooled connection reused across a digest run (opening one per
 * message would cost a TLS handshake each). Never logs a message: it holds an unsubscribe token.
 */
// nodemailer is some forty files the package index would otherwise load in every process; it is required when
// a mailer is made, which only a configured SMTP_URL (or a test or bench) does.
const require = createRequire(import.meta.url);

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    // The pool reads host, port, credentials and smtps from the URL itself.
    const nodemailer = require('nodemailer') as typeof import('nodemailer');
    this.transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2, maxMessages: Infinity } as TransportOptions);
  }

  async send(m: OutgoingEmail) {
    await this.transport.sendMail({ from: this.from, to: m.to, subject: m.subject, text: m.text, headers: m.headers });
  }

  async close() {
    this.transport.close();
  }
}
