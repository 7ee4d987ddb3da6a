import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FolderDefinition, isStorableText, mayActOnPicked, serverMessages } from '@muster/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { writeScope } from '../../engine/patch/scope.js';
import { folderPolicy, listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { contentKind, maxUploadBytes } from './content-kind.js';
import { filesDirName } from './made-files.js';

/** The header a client sends its session key in when it fetches a file. */
export const sessionKeyHeader = 'X-Session-Key';

/** The product's words for each refusal (spec 000 §5, §7), sent as `{error}`. */
export const fileMessages = {
  noFile: 'File Path is not available in request',
  tooLarge: 'File size should be less than 1mb',
  notAccepted: 'This file type is not accepted',
  notPermitted: 'You are not allowed to do this',
  notFound: 'File not found',
} as const;

/** The multipart fields around the file itself may add this much to a request. */
const formOverheadBytes = 64 * 1024;

const filesDefinition = (context: ServerContext): FolderDefinition => {
  const definition = context.catalogue.folders.get('files');
  if (!definition) throw new Error("the catalogue has no 'files' folder");
  return definition;
};

/** Text PostgreSQL cannot store (a NUL, a broken character) is refused before any query reads it. */
const holdsUnstorableText = (values: unknown[]): boolean =>
  values.some((value) => typeof value === 'string' && !isStorableText(value));

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The file store (DESIGN §6 "Files"). `POST /files` takes a multipart form (`session_key`,
 * `file`, and optionally `swhandle`, the business it is for: the user's own, as a provider
 * user writes nothing on a contractor it picks that the policy does not give it, and `folder`,
 * `bulk_upload` admitting spreadsheets), stores the bytes under `<dataDir>/files/<md5>.<ext>`
 * and answers the new files record, which belongs to the business the upload was made for.
 * `GET /files/:id?swhandle=…` with the session key in the `X-Session-Key` header (or a
 * `session_key` query) answers the file when its record is in the session's scope, the same
 * scope as the files list, and, for a file the server made (an export), when the session's
 * employee is the one it was made for; any other id is not found.
 */
export function filesRoutes(context: ServerContext, dataDir: string): Hono {
  const root = path.join(dataDir, filesDirName);
  const routes = new Hono();

  routes.post(
    '/files',
    bodyLimit({
      maxSize: maxUploadBytes + formOverheadBytes,
      onError: (c) => c.json({ error: fileMessages.tooLarge }, 413),
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => undefined);
      const file = form?.file;
      if (holdsUnstorableText([...Object.values(form ?? {}), file instanceof File ? file.name : undefined]))
        return c.json({ error: serverMessages.unstorableText }, 400);
      const session = await context.sessions.find(optionalText(form?.session_key) ?? null);
      if (!session) return c.json({ error: serverMessages.sessionExpired }, 401);
      if (!(file instanceof File)) return c.json({ error: fileMessages.noFile }, 400);
      if (file.size >= maxUploadBytes) return c.json({ error: fileMessages.tooLarge }, 413);

      const definition = filesDefinition(context);
      const create = definition.txns.find((txn) => txn.op === 'C');
      const target = optionalText(form?.swhandle);
      const scope = await writeScope(context.db, definition, session.env, target);
      // an upload is a files create: on a contractor the principal picked, only if the policy's `picked` says so
      const picked =
        create && mayActOnPicked(folderPolicy(definition).picked, create.name, session.env, target);
      if (!create || !txnPermitted(definition, create, session.env) || !picked || !scope?.partnerId)
        return c.json({ error: fileMessages.notPermitted }, 403);

      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = await contentKind(bytes, file.name, optionalText(form?.folder) === 'bulk_upload');
      if (!kind) return c.json({ error: fileMessages.notAccepted }, 415);
      const md5sum = createHash('md5').update(bytes).digest('hex');
      const filepath = path.posix.join(filesDirName, `${md5sum}.${kind.extension}`);
      await storeOnce(path.join(dataDir, filepath), bytes);
      const record = await context.db
        .insertInto('files')
        .values({
          partners_id: scope.partnerId,
          filepath,
          original_filename: path.basename(file.name).slice(0, 255) || `file.${kind.extension}`,
          md5sum,
          mime_type: kind.mime,
          size_bytes: bytes.length,
        })
        .returning(['id', 'original_filename', 'md5sum', 'mime_type', 'size_bytes', 'last_modified'])
        .executeTakeFirstOrThrow();
      return c.json({
        ...record,
        size_bytes: Number(record.size_bytes),
        last_modified: record.last_modified.toISOString(),
      });
    },
  );

  routes.get('/files/:id', async (c) => {
    if (holdsUnstorableText(Object.values(c.req.query())))
      return c.json({ error: serverMessages.unstorableText }, 400);
    // the header keeps the session key out of addresses, histories and logs (the host fetches)
    const sessionKey =
      optionalText(c.req.header(sessionKeyHeader)) ?? optionalText(c.req.query('session_key'));
    const session = await context.sessions.find(sessionKey ?? null);
    if (!session) return c.json({ error: serverMessages.sessionExpired }, 401);
    const id = c.req.param('id');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
      return c.json({ error: fileMessages.notFound }, 404);
    const scope = listScope(filesDefinition(context), session.env, optionalText(c.req.query('swhandle')));
    const inScope = scopeSql(scope, session.env)('files');
    const row = await context.db
      .selectFrom('files')
      .select(['filepath', 'original_filename', 'mime_type'])
      .where('id', '=', id)
      .where('deleted', '=', false)
      .where(inScope)
      // a file the server made (an export) holds what its maker may read: its maker's alone
      .where((files) =>
        files.or([files('made_for', 'is', null), files('made_for', '=', session.env.employees_id)]),
      )
      .executeTakeFirst();
    const stored = row && path.resolve(dataDir, row.filepath);
    if (!row || !stored?.startsWith(`${root}${path.sep}`))
      return c.json({ error: fileMessages.notFound }, 404);
    const bytes = await readFile(stored).catch(() => undefined);
    if (!bytes) return c.json({ error: fileMessages.notFound }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime_type,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.original_filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}

/** Writes content-addressed bytes unless already there; a rename makes a reader never see half a file. */
async function storeOnce(target: string, bytes: Uint8Array): Promise<void> {
  if (await stat(target).catch(() => undefined)) return;
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}
