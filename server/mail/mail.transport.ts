import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = Pick<
  SendMailOptions,
  'from' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'attachments'
>;

export type MailTransport = {
  /** `key` (the outbox id) names the message where a name is needed. Throws on failure. */
  send(message: MailMessage, key: number): Promise<void>;
  /** Deletes what the transport kept of message `key` (its .eml file), if it kept anything. */
  forget?(key: number): Promise<void>;
  close(): void;
};

// nodemailer's defaults wait minutes for a silent server; the outbox lease must outlast a send.
const smtpTimeouts = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '60000' };

export const emlFile = (dir: string, key: number) => path.join(dir, `${key}.eml`);

/** Deletes the .eml files of these outbox rows (an erasure); returns how many there were. */
export async function removeEmlFiles(dir: string, keys: number[]) {
  let removed = 0;
  for (const key of keys) {
    for (const file of [emlFile(dir, key), `${emlFile(dir, key)}.tmp`]) {
      try {
        await fs.unlink(file);
        if (!file.endsWith('.tmp')) removed += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return removed;
}

export async function emlFileIds(dir: string) {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.flatMap((name) => {
    const match = /^(\d+)\.eml(?:\.tmp)?$/.exec(name);
    return match ? [Number(match[1])] : [];
  });
}

/** SMTP through SMTP_URL, or .eml files under DATA_DIR/mail when no SMTP server is configured. */
export function createMailTransport(mail: Config['mail']): MailTransport {
  if (mail.smtpUrl) {
    const url = new URL(mail.smtpUrl);
    for (const [name, value] of Object.entries(smtpTimeouts)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    const transport = createTransport(url.toString());
    return {
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, key) {
      const info = await transport.sendMail(message);
      await fs.mkdir(mail.dir, { recursive: true });
      const file = emlFile(mail.dir, key);
      // Write then rename, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    forget: async (key) => {
      await removeEmlFiles(mail.dir, [key]);
    },
    close: () => transport.close(),
  };
}
