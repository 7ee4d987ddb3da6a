import { showLeavesQuotaTxn } from '@muster/protocol';
import { showLeavesQuota } from '../../domain/leaves/quota/show.js';
import { handleTxn } from '../types.js';

/** txn_show_leaves_quota (spec 000 §7): an employee's leave balance on a day, today by default. */
export const txnShowLeavesQuota = handleTxn(showLeavesQuotaTxn, async ({ params, session, txn }, server) => {
  const definition = server.catalogue.folders.get(showLeavesQuotaTxn.folder);
  if (!definition) throw new Error('the catalogue has no leaves folder');
  const quota = await showLeavesQuota(
    server.db,
    definition,
    session.env,
    txn.target_swhandle,
    params.employees_id,
    params.input_date,
  );
  return { records: [JSON.stringify(quota)] };
});
