import { bulkUploadTemplateTxn } from '@muster/protocol';
import { storeCsv } from '../../domain/bulk-upload/csv-file.js';
import { templateHeader, uploadTarget } from '../../domain/bulk-upload/target.js';
import { handleTxn } from '../types.js';

/** txn_bulk_upload_template: the header row an upload into the folder reads, as a csv to fill in. */
export const txnBulkUploadTemplate = handleTxn(bulkUploadTemplateTxn, async ({ params, session }, server) => {
  const definition = uploadTarget(server.catalogue, params.folder, session.env);
  const file = await storeCsv(server, [templateHeader(definition, params.language)], {
    partnerId: session.env.partners_id,
    madeFor: session.employeesId,
    filename: `${definition.name}-template.csv`,
  });
  return { records: [JSON.stringify(file)], filename: file.original_filename };
});
