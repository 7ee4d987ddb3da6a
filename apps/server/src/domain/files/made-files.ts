import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExportedFile } from '@muster/protocol';
import type { ServerContext } from '../../engine/server-context.js';
import type { ContentKind } from './content-kind.js';

/** Where stored files live, relative to the data directory (a file's `filepath` starts with it). */
export const filesDirName = 'files';

/** A path in the files directory for a file being written; hand it to storeMadeFile when done. */
export async function partialFilePath(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, filesDirName);
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.partial`);
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A file the server wrote (an export, a report) stored as uploads are: content-addressed
 * under `<dataDir>/files/<md5>.<ext>` (a rename, so no reader sees half a file) and a files
 * record of the user's business made for `madeFor`, the employee who asked: it holds what
 * that user's scope and hidden fields let it read, so the files route serves it to that
 * user alone (not to everyone of the business, as an upload is).
 */
export async function storeMadeFile(
  server: Pick<ServerContext, 'db' | 'dataDir'>,
  partial: string,
  file: { partnerId: string; madeFor: string; originalFilename: string; kind: ContentKind },
): Promise<ExportedFile> {
  try {
    const md5sum = await md5Of(partial);
    const filepath = path.posix.join(filesDirName, `${md5sum}.${file.kind.extension}`);
    const { size } = await stat(partial);
    await rename(partial, path.join(server.dataDir, filepath));
    const record = await server.db
      .insertInto('files')
      .values({
        partners_id: file.partnerId,
        made_for: file.madeFor,
        filepath,
        original_filename: file.originalFilename.slice(0, 255),
        md5sum,
        mime_type: file.kind.mime,
        size_bytes: size,
      })
      .returning(['id', 'original_filename', 'mime_type', 'size_bytes'])
      .executeTakeFirstOrThrow();
    return { ...record, size_bytes: Number(record.size_bytes) };
  } finally {
    await rm(partial, { force: true });
  }
}
