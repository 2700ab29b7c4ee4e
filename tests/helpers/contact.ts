import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';

/** A form rendered a minute ago, as a person would submit it. */
export const humanStartedAt = () => Date.now() - 60_000;

export const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  formType: 'company',
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  interest: 'academy',
  message: 'We would like an AI literacy training for 40 people.',
  privacy: true,
  website: '',
  startedAt: humanStartedAt(),
  ...overrides,
});

export const jobPayload = (overrides: Record<string, unknown> = {}) => ({
  formType: 'job',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+31 6 1234 5678',
  position: 'Machine Learning Engineer',
  linkedin: 'https://www.linkedin.com/in/grace-hopper',
  experience: 'Compilers, COBOL, and a moth in a relay.',
  message: 'Compilers, COBOL, and a moth in a relay.',
  privacy: true,
  website: '',
  startedAt: humanStartedAt(),
  ...overrides,
});

export async function countSubmissions(db: Db) {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from contact_submissions`.execute(db);
  return Number(rows[0]?.count);
}

export async function countOutbox(db: Db) {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from mail_outbox`.execute(db);
  return Number(rows[0]?.count);
}

/** A tiny but well-formed PDF. */
export const pdfFile = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const rtfFile = () => Buffer.from('{\\rtf1\\ansi Grace Hopper, curriculum vitae\\par}');

/** A stored (uncompressed) ZIP with the given entries: enough to be a DOCX to a magic-byte check. */
export function zipFile(entries: Record<string, string>) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const docxFile = () =>
  zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A Windows executable's first bytes. */
export const exeFile = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]);

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/**
 * A multipart/form-data body built by hand, so tests control every byte and header; `cutAt`
 * truncates it (a cut-off upload).
 */
export function multipartBody(
  parts: MultipartPart[],
  boundary = `----rebels${Math.random().toString(16).slice(2)}`,
  cutAt?: number,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload: cutAt === undefined ? payload : payload.subarray(0, Math.min(cutAt, payload.length - 1)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Text fields of a payload as multipart parts (booleans as a checkbox would send them). */
export const fieldParts = (payload: Record<string, unknown>) =>
  Object.entries(payload)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => ({ name, value: value === true ? 'on' : String(value) }));
