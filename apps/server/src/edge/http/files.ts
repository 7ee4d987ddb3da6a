import { isStorableText, serverMessages } from '@muster/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { selfieReadableSql } from '../../domain/attendance/phone/selfie-access.js';
import { maxUploadBytes } from '../../domain/files/content-kind.js';
import { fileMessages, readStoredFile, storeUpload } from '../../domain/files/stored-files.js';
import type { ServerContext } from '../../engine/server-context.js';

/** The header a client sends its session key in when it fetches a file. */
export const sessionKeyHeader = 'X-Session-Key';

/** The multipart fields around the file itself may add this much to a request. */
const formOverheadBytes = 64 * 1024;

/** Text PostgreSQL cannot store (a NUL, a broken character) is refused before any query reads it. */
const holdsUnstorableText = (values: unknown[]): boolean =>
  values.some((value) => typeof value === 'string' && !isStorableText(value));

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The file store's HTTP routes (DESIGN §6 "Files"; the rules are domain/files/stored-files.ts).
 * `POST /files` takes a multipart form (`session_key`, `file`, and optionally `swhandle`, the
 * business it is for, and `folder`, `bulk_upload` admitting spreadsheets) and answers the new
 * files record. `GET /files/:id?swhandle=…` with the session key in the `X-Session-Key` header
 * (or a `session_key` query) answers the file when the session may read it; any other id is
 * not found.
 */
export function filesRoutes(context: ServerContext, dataDir: string): Hono {
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
      const stored = await storeUpload(context, dataDir, session, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file.name,
        target: optionalText(form?.swhandle),
        forBulkUpload: optionalText(form?.folder) === 'bulk_upload',
      });
      if ('refusal' in stored)
        return c.json({ error: fileMessages[stored.refusal] }, stored.refusal === 'notPermitted' ? 403 : 415);
      return c.json(stored.record);
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
    const target = optionalText(c.req.query('swhandle'));
    const attendance = context.catalogue.folders.get('attendance');
    if (!attendance) throw new Error("the catalogue has no 'attendance' folder");
    const file = await readStoredFile(
      context,
      dataDir,
      session,
      c.req.param('id'),
      target,
      selfieReadableSql(attendance, session, target),
    );
    if (!file) return c.json({ error: fileMessages.notFound }, 404);
    return c.body(file.bytes, 200, {
      'Content-Type': file.mimeType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.originalFilename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
