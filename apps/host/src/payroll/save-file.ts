import type { TFunction } from 'i18next';

/** Saves bytes under a file name through a temporary link. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A server message '<text>: <detail>' with its text translated and the detail (a
 * reference, a rate's code, codes left out) as it came.
 */
export function translated(t: TFunction, message: string): string {
  const colon = message.indexOf(': ');
  return colon < 0 ? t(message) : `${t(message.slice(0, colon))}: ${message.slice(colon + 2)}`;
}
