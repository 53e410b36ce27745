// A real SMTP server on a free local port (the smtp-server package) that keeps every message it
// receives, so a test can read the e-mail the server sent and follow its link. No TLS, no
// authentication: SMTP_URL=smtp://127.0.0.1:<port>.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes (nodemailer wraps long lines so). */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export type SmtpCapture = {
  url: string;
  messages: CapturedMail[];
  /** The next message to `to` (one already received counts). */
  messageTo: (to: string) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiting: { to: string; resolve: (mail: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        messages.push(mail);
        for (const waiter of waiting.filter((w) => mail.to.includes(w.to))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messageTo: (to) => {
      const seen = messages.find((mail) => mail.to.includes(to));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link of an e-mail's text that points at `origin`. */
export function linkIn(mail: CapturedMail, origin: string): URL {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`No link to ${origin} in:\n${mail.text}`);
  return new URL(match[0]);
}
