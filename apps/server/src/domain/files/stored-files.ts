import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FolderDefinition, mayActOnPicked } from '@muster/protocol';
import type { RawBuilder } from 'kysely';
import type { Session } from '../../engine/auth/session.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { writeScope } from '../../engine/patch/scope.js';
import { folderPolicy, listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { contentKind } from './content-kind.js';
import { filesDirName } from './made-files.js';

/** The product's words for each refusal (spec 000 §5, §7), sent as `{error}`. */
export const fileMessages = {
  noFile: 'File Path is not available in request',
  tooLarge: 'File size should be less than 1mb',
  notAccepted: 'This file type is not accepted',
  notPermitted: 'You are not allowed to do this',
  notFound: 'File not found',
} as const;

const filesDefinition = (context: ServerContext): FolderDefinition => {
  const definition = context.catalogue.folders.get('files');
  if (!definition) throw new Error("the catalogue has no 'files' folder");
  return definition;
};

/** A file a user sends, as the edge read it from the request. */
export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
  /** The business it is for (a provider user's pick); the user's own when absent. */
  target: string | undefined;
  /** A bulk upload's file: spreadsheets are admitted too. */
  forBulkUpload: boolean;
}

/** The files record an upload made, as the route answers it. */
export interface StoredFileRecord {
  id: string;
  original_filename: string;
  md5sum: string;
  mime_type: string;
  size_bytes: number;
  last_modified: string;
}

/**
 * Stores an upload (DESIGN §6 "Files"): a files create, so only for a user whose files create
 * is permitted and, on a contractor a provider user picked, only when the policy's `picked`
 * says so; the bytes go under `<dataDir>/files/<md5>.<ext>` and the record belongs to the
 * business the upload was made for.
 */
export async function storeUpload(
  context: ServerContext,
  dataDir: string,
  session: Session,
  upload: UploadedFile,
): Promise<{ record: StoredFileRecord } | { refusal: 'notPermitted' | 'notAccepted' }> {
  const definition = filesDefinition(context);
  const create = definition.txns.find((txn) => txn.op === 'C');
  const scope = await writeScope(context.db, definition, session.env, upload.target);
  const picked =
    create && mayActOnPicked(folderPolicy(definition).picked, create.name, session.env, upload.target);
  if (!create || !txnPermitted(definition, create, session.env) || !picked || !scope?.partnerId)
    return { refusal: 'notPermitted' };

  const kind = await contentKind(upload.bytes, upload.name, upload.forBulkUpload);
  if (!kind) return { refusal: 'notAccepted' };
  const { md5sum, filepath } = await storeFileBytes(dataDir, upload.bytes, kind.extension);
  const record = await context.db
    .insertInto('files')
    .values({
      partners_id: scope.partnerId,
      filepath,
      original_filename: path.basename(upload.name).slice(0, 255) || `file.${kind.extension}`,
      md5sum,
      mime_type: kind.mime,
      size_bytes: upload.bytes.length,
    })
    .returning(['id', 'original_filename', 'md5sum', 'mime_type', 'size_bytes', 'last_modified'])
    .executeTakeFirstOrThrow();
  return {
    record: {
      ...record,
      size_bytes: Number(record.size_bytes),
      last_modified: record.last_modified.toISOString(),
    },
  };
}

/** A stored file a session may read: its bytes, type and name. */
export interface ReadableFile {
  bytes: Uint8Array<ArrayBuffer>;
  mimeType: string;
  originalFilename: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The file of a files record when the record is in the session's scope (the files list's
 * scope, `target` the business picked) and, for a file the server made (an export), when the
 * session's employee is the one it was made for, and when the feature's rule admits it; null
 * for any other id.
 */
export async function readStoredFile(
  context: ServerContext,
  dataDir: string,
  session: Session,
  id: string,
  target: string | undefined,
  /** A feature's own rule over files it links to (a selfie's readers), over the alias `files`. */
  featureRule: (alias: string) => RawBuilder<boolean>,
): Promise<ReadableFile | null> {
  if (!uuidPattern.test(id)) return null;
  const inScope = scopeSql(listScope(filesDefinition(context), session.env, target), session.env)('files');
  const row = await context.db
    .selectFrom('files')
    .select(['filepath', 'original_filename', 'mime_type'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .where(inScope)
    .where(featureRule('files'))
    // a file the server made (an export) holds what its maker may read: its maker's alone
    .where((files) =>
      files.or([files('made_for', 'is', null), files('made_for', '=', session.env.employees_id)]),
    )
    .executeTakeFirst();
  const root = path.join(dataDir, filesDirName);
  const stored = row && path.resolve(dataDir, row.filepath);
  if (!row || !stored?.startsWith(`${root}${path.sep}`)) return null;
  const bytes = await readFile(stored).catch(() => undefined);
  if (!bytes) return null;
  return { bytes: new Uint8Array(bytes), mimeType: row.mime_type, originalFilename: row.original_filename };
}

/**
 * Keeps bytes under `<dataDir>/files/<md5>.<ext>` (content-addressed, so the same bytes are
 * kept once) and answers what a files record names them by.
 */
export async function storeFileBytes(
  dataDir: string,
  bytes: Uint8Array,
  extension: string,
): Promise<{ md5sum: string; filepath: string; size: number }> {
  const md5sum = createHash('md5').update(bytes).digest('hex');
  const filepath = path.posix.join(filesDirName, `${md5sum}.${extension}`);
  await storeOnce(path.join(dataDir, filepath), bytes);
  return { md5sum, filepath, size: bytes.length };
}

/** Writes content-addressed bytes unless already there; a rename makes a reader never see half a file. */
async function storeOnce(target: string, bytes: Uint8Array): Promise<void> {
  if (await stat(target).catch(() => undefined)) return;
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}
