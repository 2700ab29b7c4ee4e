import { createHash } from 'node:crypto';
import path from 'node:path';

export type CvType = 'pdf' | 'docx' | 'rtf';

export const cvMimeTypes: Record<CvType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
};

const startsWith = (data: Buffer, signature: string) =>
  data.length >= signature.length && data.subarray(0, signature.length).equals(Buffer.from(signature, 'latin1'));

/**
 * The names in a ZIP's central directory, read from the end-of-central-directory record.
 * Returns null when the archive is not a well-formed ZIP.
 */
function zipEntryNames(data: Buffer): string[] | null {
  const endSignature = 0x06054b50;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let offset = data.length - 22; offset >= lowest; offset--) {
    if (data.readUInt32LE(offset) === endSignature) {
      end = offset;
      break;
    }
  }
  if (end === -1) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The CV's real type from its first bytes (and a DOCX's central directory), never from its name. */
export function detectCvType(data: Buffer): CvType | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, '{\\rtf')) return 'rtf';
  if (startsWith(data, 'PK\x03\x04')) {
    const names = zipEntryNames(data);
    if (names?.includes('word/document.xml')) return 'docx';
  }
  return null;
}

/** A filename safe to store and to put in a Content-Disposition header, with the detected extension. */
export function sanitiseCvFilename(original: string | undefined, type: CvType): string {
  const base = path.posix.basename((original ?? '').replaceAll('\\', '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[.\s_]+|[.\s_]+$/g, '')
    .slice(0, 100);
  return `${stem || 'cv'}.${type}`;
}

export type CvFile = { filename: string; type: CvType; size: number; sha256: string; data: Buffer };

export function cvFile(data: Buffer, original: string | undefined): CvFile | null {
  const type = detectCvType(data);
  if (!type) return null;
  return {
    filename: sanitiseCvFilename(original, type),
    type,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  };
}
