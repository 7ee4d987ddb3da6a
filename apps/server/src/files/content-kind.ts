/** spec 000 §5 "File upload": every file is under 1 MB (1,048,576 bytes). */
export const maxUploadBytes = 1_048_576;

export interface ContentKind {
  mime: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: {
  bytes: number[];
  at?: number;
  also?: { bytes: number[]; at: number };
  kind: ContentKind;
}[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { mime: 'image/png', extension: 'png' } },
  { bytes: [0xff, 0xd8, 0xff], kind: { mime: 'image/jpeg', extension: 'jpg' } },
  { bytes: ascii('GIF87a'), kind: { mime: 'image/gif', extension: 'gif' } },
  { bytes: ascii('GIF89a'), kind: { mime: 'image/gif', extension: 'gif' } },
  {
    bytes: ascii('RIFF'),
    also: { bytes: ascii('WEBP'), at: 8 },
    kind: { mime: 'image/webp', extension: 'webp' },
  },
  { bytes: ascii('%PDF-'), kind: { mime: 'application/pdf', extension: 'pdf' } },
];

const xlsx: ContentKind = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
};
const csv: ContentKind = { mime: 'text/csv', extension: 'csv' };

/** Text a spreadsheet could be: valid UTF-8 with no control bytes other than tab and line ends. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return bytes.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

/**
 * What a file is, judged by its bytes and never by the name or type the browser sent:
 * images (png, jpeg, gif, webp) and pdf; for bulk upload also xlsx (a zip named .xlsx) and
 * csv (plain UTF-8 text named .csv). Null for anything else: svg and html are refused, as a
 * download served from this origin could run script.
 */
export function contentKind(bytes: Uint8Array, fileName: string, bulk: boolean): ContentKind | null {
  for (const signature of signatures)
    if (
      startsWith(bytes, signature.bytes) &&
      (!signature.also || startsWith(bytes, signature.also.bytes, signature.also.at))
    )
      return signature.kind;
  if (!bulk) return null;
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return xlsx;
  if (name.endsWith('.csv') && bytes.length > 0 && isPlainText(bytes)) return csv;
  return null;
}
