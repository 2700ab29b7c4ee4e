import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port.ts';

export { freePort };

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Unfolded header values by lower-case name (first occurrence). */
  headers: Record<string, string>;
  /** The raw body after the header block (still transfer-encoded). */
  body: string;
};

function parseHeaders(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const block = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** A quoted-printable body decoded enough to read it (the tests' messages are short), with its line breaks as LF. */
export const readableBody = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
    .toString('utf8')
    .replace(/\r\n/g, '\n');

/** A header value with its RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?) decoded. */
export function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A real SMTP server on 127.0.0.1 collecting what it receives. STARTTLS is off (its
 * built-in certificate has expired); `smtpUrl` tells nodemailer not to try TLS. `port`
 * picks where it listens (a free one by default); `acceptDelayMs` makes it take that
 * long to accept each message, like a slow relay, so a sender builds up a backlog.
 */
export async function mailbox(port?: number, options: { acceptDelayMs?: number } = {}) {
  let acceptDelayMs = options.acceptDelayMs ?? 0;
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...parseHeaders(raw),
        });
        callback();
      });
    },
  });
  const listenPort = port ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    messages,
    port: address.port,
    smtpUrl: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    /** Changes how long accepting each message takes from now on. */
    setAcceptDelay(ms: number) {
      acceptDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof mailbox>>;
