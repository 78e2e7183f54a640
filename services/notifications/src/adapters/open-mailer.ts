import type { Logger } from '@counsel/kit';
import type { NotificationsConfig } from '../config.js';
import type { Mailer } from '../ports/mailer.js';

/** SMTP through nodemailer when SMTP_URL and PUBLIC_URL are set (loaded only then); else notifications stay in the app. */
export async function openMailer(config: Pick<NotificationsConfig, 'SMTP_URL' | 'SMTP_FROM' | 'PUBLIC_URL'>, log: Logger): Promise<Mailer | null> {
  if (!config.SMTP_URL) return null;
  if (!config.PUBLIC_URL) {
    log.warn('SMTP_URL is set but PUBLIC_URL is not: notification emails need absolute links, so none are sent');
    return null;
  }
  const { SmtpMailer } = await import('./smtp/smtp-mailer.js');
  return new SmtpMailer(config.SMTP_URL, config.SMTP_FROM);
}
