import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BusinessEnv,
  bulkUploadMessages,
  type FolderDefinition,
  type PatchParams,
} from '@muster/protocol';
import type { Transaction } from 'kysely';
import { checkCreates } from '../../engine/patch/create-row.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { writeScope } from '../../engine/patch/scope.js';
import type { ServerContext } from '../../engine/server-context.js';
import type { Database } from '../../platform/db/schema.js';
import type { Broadcasts } from '../../platform/events/broadcasts.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { TxnError } from '../../platform/refusal.js';
import { contentKind, csvKind, xlsxKind } from '../files/content-kind.js';
import { type RowIssue, type UploadRow, uploadRows } from './cells.js';
import { createTxnOf, matchColumns, uploadableFields } from './columns.js';
import { storeCsv } from './csv-file.js';
import { checkIssues, refusalIssues } from './issues.js';
import { readSheet } from './sheet.js';
import { finishUpload, loadUpload, recordWrittenRows, writtenRows } from './store.js';
import { uploadTarget } from './target.js';

export const bulkUploadQueue = 'bulk-upload';

/** Rows checked and written together: one progress broadcast each. */
export const bulkUploadBatchSize = (): number => Number(process.env.BULK_UPLOAD_BATCH_SIZE) || 1000;

/** A bulk upload's job: the record, and the uploader as its session was when it created it. */
export interface BulkUploadJob {
  upload_id: string;
  env: BusinessEnv;
  target_swhandle: string | null;
}

/**
 * Writes creates of a folder in the caller's transaction exactly as a form's save does
 * (txn/generic/write.ts: the permission, scope, workflow and domain hooks around the
 * patch), throwing a TxnError for a refused row. app.ts hands it in: a domain module
 * does not reach up to the txn layer.
 */
export type WriteCreates = (
  trx: Transaction<Database>,
  write: {
    definition: FolderDefinition;
    env: BusinessEnv;
    targetSwhandle: string | undefined;
    insertsAfter: Promise<unknown>;
  },
  patch: PatchParams,
) => Promise<void>;

export type BulkUploadServices = Pick<ServerContext, 'db' | 'catalogue' | 'dataDir'> & {
  broadcasts: Broadcasts;
  writeCreates: WriteCreates;
  /** Whether two batches' transactions can run at once (PostgreSQL's pool; not PGlite's one connection). */
  overlapBatches: boolean;
};

export const startBulkUpload = (jobs: JobQueue, job: BulkUploadJob) => jobs.send(bulkUploadQueue, job);

/** Why a whole file is refused: its problem, reported as the error file's one row. */
class FileRefusal extends Error {}

function refusedAsFile<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw error instanceof TxnError ? new FileRefusal(error.message) : error;
  }
}

/**
 * Works one upload (spec 000 §4, README): reads the file, matches its header to the folder's
 * fields, then checks and writes its rows batch by batch, broadcasting progress with stage
 * 'batch/batches' and count 'rows/total'; marks it processed with its error file.
 */
export function bulkUploadWorker(services: BulkUploadServices) {
  return async (job: BulkUploadJob): Promise<void> => {
    const { db } = services;
    const upload = await loadUpload(db, job.upload_id);
    if (!upload || upload.processed) return;
    const tell = (data: object) =>
      services.broadcasts
        .publish(db, {
          partnersId: job.env.partners_id,
          folder: 'bulk_upload',
          data: { id: upload.id, ...data },
        })
        .catch((error: unknown) =>
          console.warn(`bulk upload ${upload.id}: broadcast failed: ${String(error)}`),
        );
    let outcome: { total: number; written: number; issues: RowIssue[] };
    try {
      outcome = await processFile(services, job, upload, tell);
    } catch (error) {
      if (!(error instanceof FileRefusal)) throw error;
      outcome = { total: 0, written: 0, issues: [{ row: 0, column: '', message: error.message }] };
    }
    const errorsFile = outcome.issues.length
      ? await storeCsv(
          services,
          [
            ['Row', 'Column', 'Message'],
            ...outcome.issues.map((issue) => [issue.row, issue.column, issue.message]),
          ],
          {
            partnerId: upload.partners_id,
            madeFor: job.env.employees_id,
            filename: `errors-${upload.original_filename.replace(/\.[^.]*$/, '')}.csv`,
          },
        )
      : null;
    await finishUpload(db, upload.id, {
      total: outcome.total,
      written: outcome.written,
      errorsFileId: errorsFile?.id ?? null,
    });
    await tell({ processed: true, count: `${outcome.total}/${outcome.total}` });
  };
}

async function processFile(
  services: BulkUploadServices,
  job: BulkUploadJob,
  upload: NonNullable<Awaited<ReturnType<typeof loadUpload>>>,
  tell: (data: object) => Promise<unknown>,
) {
  const { db, catalogue } = services;
  const { env } = job;
  const targetSwhandle = job.target_swhandle ?? undefined;
  // the uploader's rights as its session had them when it sent the file, checked again here
  const definition = refusedAsFile(() => uploadTarget(catalogue, upload.folder, env));
  const create = createTxnOf(definition);
  const scope = await writeScope(db, definition, env, targetSwhandle);
  if (!create || !scope) throw new FileRefusal(patchMessages.notPermitted);
  const fields = uploadableFields(definition);

  const bytes = await readFile(path.join(services.dataDir, upload.filepath));
  const kind = await contentKind(bytes, upload.original_filename, true);
  if (kind?.mime !== csvKind.mime && kind?.mime !== xlsxKind.mime)
    throw new FileRefusal(bulkUploadMessages.wrongType);
  const sheet = await readSheet(bytes, kind.mime).catch(() => {
    throw new FileRefusal(bulkUploadMessages.unreadable);
  });
  const [header, ...body] = sheet;
  if (!header?.some((cell) => cell.trim())) throw new FileRefusal(bulkUploadMessages.noHeader);
  const { columns, issues: columnIssues } = matchColumns(header, fields);
  const issues: RowIssue[] = columnIssues.map((issue) => ({
    row: 1,
    column: issue.header,
    message: issue.message,
  }));
  const rows = await uploadRows(db, { catalogue, env, targetSwhandle }, header, columns, body);
  if (!rows.length) throw new FileRefusal(bulkUploadMessages.noRows);

  const checkTarget = {
    catalogue,
    definition,
    scope,
    rowPermission: create.permission.row ? { C: create.permission.row } : {},
  };
  const context = { folder: definition.name, env, now: new Date() };
  const already = await writtenRows(db, upload.id);
  const headerOf = new Map(
    columns.flatMap((field, index) => (field ? [[field.name, header[index] ?? '']] : [])),
  );
  const target = { definition, env, targetSwhandle };
  let written = already.size;

  /**
   * Writes rows in one transaction, the form save's, inserting them once `after` (the batch
   * before) is written; answers its refusal, when it refused them.
   */
  const attempt = async (rows: readonly UploadRow[], after: Promise<unknown>): Promise<TxnError | null> => {
    try {
      await db.transaction().execute(async (trx) => {
        await services.writeCreates(
          trx,
          { ...target, insertsAfter: after },
          {
            baseFolder: definition.name,
            rows: rows.map((row) => ({ op: 'C' as const, data: row.data })),
            deleteDependent: false,
          },
        );
        await recordWrittenRows(
          trx,
          upload.id,
          rows.map((row) => row.row),
        );
      });
      written += rows.length;
      return null;
    } catch (error) {
      if (error instanceof TxnError) return error;
      throw error;
    }
  };
  /** Writes rows that passed the checks; a refusal (a code already used) splits them in halves until it names its row. */
  const writeChecked = async (rows: readonly UploadRow[], after: Promise<unknown>): Promise<void> => {
    const refusal = rows.length ? await attempt(rows, after) : null;
    if (!refusal) return;
    const [only] = rows;
    if (rows.length === 1 && only) issues.push(...refusalIssues(refusal, only, headerOf));
    else {
      const half = Math.ceil(rows.length / 2);
      await writeChecked(rows.slice(0, half), after);
      await writeChecked(rows.slice(half), after);
    }
  };

  // A batch is first written as it is, checked once by the write itself; only a refused batch
  // is checked row by row to set its bad rows aside, then written without them.
  const writeBatch = async (batch: number, after: Promise<unknown>): Promise<void> => {
    const readable = rows
      .slice(batch * size, (batch + 1) * size)
      .filter((row) => !already.has(row.row))
      .filter((row) => {
        issues.push(...row.issues);
        return !row.issues.length;
      });
    if (!readable.length || !(await attempt(readable, after))) return;
    const checks = await checkCreates(
      db,
      checkTarget,
      context,
      readable.map((row) => ({ row: { op: 'C' as const, data: row.data }, path: '' })),
    );
    await writeChecked(
      readable.filter((row, index) => {
        const found = checkIssues(checks[index], row, headerOf);
        issues.push(...found);
        return !found.length;
      }),
      after,
    );
  };

  // Batch n + 1 is read and checked (this thread's work) while the database writes batch n
  // (its own), and inserts after it: the file's first row with a code is still the one
  // written, its repeats refused. Progress is told in batch order.
  const size = bulkUploadBatchSize();
  const batches = Math.ceil(rows.length / size);
  const told = (batch: number) =>
    tell({ stage: `${batch}/${batches}`, count: `${Math.min(rows.length, batch * size)}/${rows.length}` });
  let previous: Promise<void> = Promise.resolve();
  for (let batch = 0; batch < batches; batch += 1) {
    // on PGlite's one connection a batch waiting for its turn would hold the connection the
    // batch before it needs
    if (!services.overlapBatches) await previous;
    const current = writeBatch(batch, previous);
    // a failure of the batch before is thrown below; this one's must not go unhandled meanwhile
    current.catch(() => undefined);
    if (batch > 0) {
      await previous;
      await told(batch);
    }
    previous = current;
  }
  await previous;
  await told(batches);
  issues.sort((a, b) => a.row - b.row);
  return { total: rows.length, written, issues };
}
