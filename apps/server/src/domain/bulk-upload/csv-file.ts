import { writeFile } from 'node:fs/promises';
import type { ExportedFile } from '@muster/protocol';
import type { ServerContext } from '../../engine/server-context.js';
import { csvKind } from '../files/content-kind.js';
import { partialFilePath, storeMadeFile } from '../files/made-files.js';

/**
 * A csv cell: quoted when it holds a comma, quote or line end (RFC 4180), and a text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) led by an apostrophe, as
 * the files the server makes repeat the uploaded file's own headers.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as csv text, lines ended by CRLF (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/**
 * Stores rows as a csv made for one user (files/made-files.ts: the files route serves it to
 * that user alone), with a byte-order mark so a spreadsheet opens it as UTF-8 (labels in Hindi
 * and Bengali).
 */
export async function storeCsv(
  server: Pick<ServerContext, 'db' | 'dataDir'>,
  rows: readonly (readonly (string | number)[])[],
  file: { partnerId: string; madeFor: string; filename: string },
): Promise<ExportedFile> {
  const partial = await partialFilePath(server.dataDir);
  await writeFile(partial, `\ufeff${csvText(rows)}`);
  return storeMadeFile(server, partial, {
    partnerId: file.partnerId,
    madeFor: file.madeFor,
    originalFilename: file.filename,
    kind: csvKind,
  });
}
