import { auditExportTxn } from '@muster/protocol';
import { exportAuditMonth } from '../../domain/audit/export.js';
import { handleTxn } from '../types.js';

/** txn_audit_export (issue #32 item 5): a month's audit trail of the user's business as an xlsx (admin, HR). */
export const txnAuditExport = handleTxn(auditExportTxn, async ({ params, session }, server) => {
  const file = await exportAuditMonth(server, session, params.month, params.language);
  return { records: [JSON.stringify(file)], filename: file.original_filename };
});
