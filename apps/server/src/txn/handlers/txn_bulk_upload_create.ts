import { bulkUploadCreateTxn, fieldTypes } from '@muster/protocol';
import { startBulkUpload } from '../../domain/bulk-upload/run.js';
import { uploadTarget } from '../../domain/bulk-upload/target.js';
import type { WrittenRow } from '../../engine/patch/apply-patch.js';
import { runGenericWrite } from '../generic/write.js';
import { handleTxn } from '../types.js';

/**
 * txn_bulk_upload_create (spec 000 §7 "Bulk upload"): the generic create of the record, for a
 * folder the user may create in, then the job that reads its file, queued once the record is
 * committed (domain/bulk-upload).
 */
export const txnBulkUploadCreate = handleTxn(bulkUploadCreateTxn, async (call, server) => {
  const definition = server.catalogue.folders.get(bulkUploadCreateTxn.folder);
  if (!definition) throw new Error('the catalogue has no bulk_upload folder');
  // a folder value that is not even a folder name (or none) is the generic write's to refuse,
  // naming the field as any form save does; a well-formed one must be a folder the user may fill
  for (const row of call.params.rows)
    if (fieldTypes.source_type.wire.safeParse(row.data.folder).data)
      uploadTarget(server.catalogue, row.data.folder, call.session.env);
  const reply = await runGenericWrite(call, server, definition);
  for (const record of reply.records) {
    const written = JSON.parse(record) as WrittenRow;
    if (written.op === 'C')
      await startBulkUpload(server.jobs, {
        upload_id: written.id,
        env: call.session.env,
        target_swhandle: call.txn.target_swhandle ?? null,
      });
  }
  return reply;
});
