import { readSession } from '../session/storage';

/** The header the files route reads the session from (apps/server/src/edge/http/files.ts). */
const sessionKeyHeader = 'X-Session-Key';

/** The server's refusal of a file request: its `{error}` text, or the status. */
export class FileRequestError extends Error {}

/**
 * A stored file's bytes, asked with the session in a header: never a link that works without
 * the session, nor one that carries the key in its address.
 */
export async function fetchStoredFile(id: string): Promise<Blob> {
  const response = await fetch(`/files/${encodeURIComponent(id)}`, {
    headers: { [sessionKeyHeader]: readSession()?.session_key ?? '' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new FileRequestError(body?.error ?? `${response.status}`);
  }
  return response.blob();
}

/** Saves a stored file under its name through a temporary object URL. */
export async function downloadStoredFile(file: { id: string; original_filename: string }): Promise<void> {
  const url = URL.createObjectURL(await fetchStoredFile(file.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.original_filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Sends a file to the file store (spec 000 §7 'File upload'): a multipart form with the
 * session, the business and the folder it is for; answers the new files record, or throws
 * the server's message ('File size should be less than 1mb', 'This file type is not accepted').
 */
export async function uploadStoredFile(
  file: File,
  folder: string,
  swhandle: string,
): Promise<{ id: string } & Record<string, unknown>> {
  const form = new FormData();
  form.set('session_key', readSession()?.session_key ?? '');
  form.set('swhandle', swhandle);
  form.set('folder', folder);
  form.set('file', file, file.name);
  const response = await fetch('/files', { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as
    | ({ id?: string; error?: string } & Record<string, unknown>)
    | null;
  if (!response.ok || !body?.id) throw new FileRequestError(body?.error ?? `${response.status}`);
  return { ...body, id: body.id };
}
