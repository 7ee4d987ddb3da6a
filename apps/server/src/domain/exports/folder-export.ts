import { rm } from 'node:fs/promises';
import type { ExportedFile, FolderDefinition, folderExportTxn, TxnDefinition } from '@muster/protocol';
import type { Kysely } from 'kysely';
import { compiledOrRefused, folderListInput } from '../../engine/lists/folder-list.js';
import { compileListStream, forEachStreamedBatch, type ListQueryInput } from '../../engine/query/index.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
import type { Database } from '../../platform/db/schema.js';
import { xlsxKind } from '../files/content-kind.js';
import { partialFilePath, storeMadeFile } from '../files/made-files.js';
import { cellValue, exportColumns } from './cells.js';
import { exportPaths } from './paths.js';
import { xlsxSheetWriter } from './xlsx.js';

/** Rows read per statement: enough to keep round trips few, few enough to keep memory flat. */
export const exportBatchRows = 1000;

type ListedRecord = Record<string, unknown>;

/**
 * Every record a list's input selects, in its order, a batch at a time from one cursor (the
 * engine's forEachStreamedBatch: one sort, one snapshot, no offsets), so a row written
 * meanwhile neither shows twice nor pushes another out of the file. `take` sees each batch
 * before the next is read. The input's limit and offset are not read.
 */
export async function forEachListedBatch(
  db: Kysely<Database>,
  input: ListQueryInput,
  take: (records: ListedRecord[]) => Promise<void> | void,
): Promise<void> {
  const query = compiledOrRefused(() => compileListStream(input));
  await forEachStreamedBatch(db, query, exportBatchRows, (records) =>
    take(records.map((record) => JSON.parse(record) as ListedRecord)),
  );
}

const fileDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * 'Export Folder' (spec 000 §2): the folder's list as the caller sees it (the list txn's
 * permission, scope, row permission and hidden fields, through folderListInput), with the
 * list's filters and order, to an xlsx file stored as a files record of the user's business.
 * Headers are the fields' labels in the asked language, values as the list shows them.
 */
export async function exportFolder(
  call: TxnCall<ReturnType<typeof folderExportTxn>>,
  server: ServerContext,
  definition: FolderDefinition,
  listTxn: TxnDefinition,
): Promise<ExportedFile> {
  const { session, params } = call;
  const { language: locale } = params;
  const columns = exportColumns(definition, session.env, locale);
  const lookup = (name: string) => server.catalogue.folders.get(name);
  const input = folderListInput(
    {
      session,
      txn: {
        name: listTxn.name,
        target_swhandle: call.txn.target_swhandle,
        projections: exportPaths(definition, columns, lookup),
      },
      params: {
        filters: params.filters,
        orderBy: params.orderBy,
        limit: exportBatchRows,
        offset: 0,
        getRowCount: false,
      },
    },
    server,
    definition,
    listTxn,
  );
  const partial = await partialFilePath(server.dataDir);
  const label = definition.label[locale];
  const sheet = await xlsxSheetWriter(
    partial,
    label,
    columns.map((column) => column.header),
  );
  // the listed business's days (the one the call names, else the user's own)
  const timeZone = await zoneOfTarget(server.db, session.env, call.txn.target_swhandle);
  const context = { env: session.env, folder: definition.name, locale, timeZone };
  try {
    await forEachListedBatch(server.db, input, (records) => {
      for (const record of records) sheet.addRow(columns.map((column) => cellValue(column, record, context)));
    });
    await sheet.close();
  } catch (error) {
    await sheet.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return storeMadeFile(server, partial, {
    partnerId: session.env.partners_id,
    madeFor: session.env.employees_id,
    originalFilename: `${definition.name}-${fileDate(new Date())}.xlsx`,
    kind: xlsxKind,
  });
}
