import { fileTypeFromBuffer } from 'file-type';

/** spec 000 §5 "File upload": every file is under 1 MB (1,048,576 bytes). */
export const maxUploadBytes = 1_048_576;

export interface ContentKind {
  mime: string;
  extension: string;
}

export const pdfKind: ContentKind = { mime: 'application/pdf', extension: 'pdf' };
export const xlsxKind: ContentKind = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
};
export const csvKind: ContentKind = { mime: 'text/csv', extension: 'csv' };

/** What any field may take, by the type file-type reads from the bytes. */
const accepted: readonly ContentKind[] = [
  { mime: 'image/png', extension: 'png' },
  { mime: 'image/jpeg', extension: 'jpg' },
  { mime: 'image/gif', extension: 'gif' },
  { mime: 'image/webp', extension: 'webp' },
  pdfKind,
];

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
 * The type file-type reads from the bytes, or undefined when they have no signature it knows.
 * file-type 19 reads some signatures past the end of a short file (a PNG cut after its first
 * chunk's length) and throws End-Of-Stream there: such a file is not whole, so it has none.
 */
async function signatureOf(bytes: Uint8Array) {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch (error) {
    // strtok3's EndOfStreamError keeps the name 'Error'; its message is what it is known by
    if (error instanceof Error && error.message === 'End-Of-Stream') return undefined;
    throw error;
  }
}

/**
 * What a file is, judged by its bytes through the maintained `file-type` library and never
 * by the name or type the browser sent: images (png, jpeg, gif, webp) and pdf; for bulk
 * upload also xlsx (a workbook, which file-type tells from other zips by its parts) and csv
 * (text has no signature: plain UTF-8 named .csv). Null for anything else: svg and html are
 * refused, as a download served from this origin could run script.
 */
export async function contentKind(
  bytes: Uint8Array,
  fileName: string,
  bulk: boolean,
): Promise<ContentKind | null> {
  const found = await signatureOf(bytes);
  const kind = accepted.find((candidate) => candidate.mime === found?.mime);
  if (kind) return kind;
  if (!bulk) return null;
  if (found?.mime === xlsxKind.mime) return xlsxKind;
  if (!found && fileName.toLowerCase().endsWith('.csv') && bytes.length > 0 && isPlainText(bytes))
    return csvKind;
  return null;
}
