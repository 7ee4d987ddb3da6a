import { workflowSaveTxn } from '@muster/protocol';
import { workflowMessages } from '../../domain/workflow/messages.js';
import { saveWorkflow } from '../../domain/workflow/store.js';
import { workflowSubject } from '../../domain/workflow/subject.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/** Saves the user's business's workflow of a folder (spec 000 §2 Workflow page); admin only. */
export const txnWorkflowsSave = handleTxn(workflowSaveTxn, async ({ params, session }, server) => {
  permittedTxn(server, session, workflowSaveTxn.folder, workflowSaveTxn.name);
  const subject = workflowSubject(server.catalogue, params.folder_name);
  if (!subject) throw new TxnError(`${workflowMessages.unknownFolder}: ${params.folder_name}`);
  await saveWorkflow(server.db, { subject, partnerId: session.env.partners_id, text: params.workflow_text });
  return { records: [JSON.stringify({ folder_name: params.folder_name })], message: workflowMessages.done };
});
