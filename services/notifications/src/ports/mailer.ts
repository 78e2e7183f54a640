/** One email: plain text, with the headers a one-click unsubscribe needs. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** Sends email (SMTP in the portal; a test's local SMTP server). Rejects with the reason when the server refuses. */
export interface Mailer {
  send(m: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}
