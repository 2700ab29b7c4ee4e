// What a CV is, decided from its bytes, never its name or Content-Type; the form and the server both check.
export type CvType = 'pdf' | 'docx' | 'rtf';

/** The CV rules (spec §2: PDF, DOCX or RTF, at most 5 MB). */
export const cvUpload = {
  maxBytes: 5 * 1024 * 1024,
  types: ['pdf', 'docx', 'rtf'] as const,
  accept:
    '.pdf,.docx,.rtf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/rtf',
};

export const cvMimeTypes: Record<CvType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
};

const latin1 = (data: Uint8Array, start: number, end: number) => String.fromCharCode(...data.subarray(start, end));

const startsWith = (data: Uint8Array, signature: string) =>
  data.length >= signature.length && latin1(data, 0, signature.length) === signature;

function zipEntryNames(data: Uint8Array): string[] | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const endSignature = 0x06054b50;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let offset = data.length - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === endSignature) {
      end = offset;
      break;
    }
  }
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(decoder.decode(data.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function detectCvType(data: Uint8Array): CvType | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, '{\\rtf')) return 'rtf';
  if (startsWith(data, 'PK\x03\x04')) {
    const names = zipEntryNames(data);
    if (names?.includes('word/document.xml')) return 'docx';
  }
  return null;
}

export function cvProblem(data: Uint8Array): 'cv_too_large' | 'cv_wrong_type' | null {
  if (data.length > cvUpload.maxBytes) return 'cv_too_large';
  return detectCvType(data) ? null : 'cv_wrong_type';
}
