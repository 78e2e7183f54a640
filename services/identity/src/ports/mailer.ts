/** Outgoing email (set-password links). */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
