import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { to: string[]; raw: string }

/** A real SMTP server on a free local port that keeps every message; it refuses one recipient (a 550), as a relay would. */
export async function smtpSink(refuse = 'bounce@district.org') {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      cb(address.address === refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's body (after its headers) with quoted-printable soft breaks and escapes undone (a long URL reads whole), decoded as UTF-8. */
export function bodyOf(raw: string): string {
  const unfolded = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** One header's value (unfolded). */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}: (.*)$`, 'im').exec(head);
  return m ? m[1].trim() : null;
}

/** A header's MIME encoded-words (RFC 2047, as nodemailer writes a non-ASCII subject) decoded to text. */
export function decodedHeader(raw: string, name: string): string | null {
  const value = headerOf(raw, name);
  if (value === null) return null;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) => (enc.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')));
}
