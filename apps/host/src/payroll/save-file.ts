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
 * reference, a rate's code, codes left out) as it came; several such notices are joined by '; '
 * (a statutory file's codes left out for a missing number and its ESI arrears left out).
 */
export function translated(t: TFunction, message: string): string {
  return message
    .split('; ')
    .map((notice) => {
      const colon = notice.indexOf(': ');
      return colon < 0 ? t(notice) : `${t(notice.slice(0, colon))}: ${notice.slice(colon + 2)}`;
    })
    .join('; ');
}
