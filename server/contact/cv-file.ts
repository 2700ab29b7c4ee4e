import { createHash } from 'node:crypto';
import path from 'node:path';
import { detectCvType, type CvType } from '#contracts/cv-file.ts';

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
