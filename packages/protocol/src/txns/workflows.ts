import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, type FolderType, replyOf } from './declare.js';
import { folderTxnMessages } from './folders.js';

/** The longest workflow text a business may store. */
export const maxWorkflowTextLength = 20_000;

/** A folder's workflow name: a folder, or `<folder>.<detail>` for a detail's rows. */
const workflowFolderSchema = z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)?$/);

/**
 * `txn_workflows_save`: stores the user's business's workflow of a folder (spec 000 §2
 * Workflow page). Refused with every issue at its line, or when it drops a state records
 * are in; answers the folder's name.
 */
export const workflowSaveTxn = declareTxn({
  name: 'txn_workflows_save',
  folder: 'workflows',
  op: 'X',
  params: z
    .object({ folder_name: workflowFolderSchema, workflow_text: z.string().max(maxWorkflowTextLength) })
    .strict(),
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<{ folder_name: string }>(),
});

/** One named action a record went through (its form's history). */
export interface WorkflowHistoryRecord {
  action: string;
  from_state: string | null;
  to_state: string;
  /** ISO instant. */
  acted_at: string;
  note: string | null;
  /** Who moved it: the employee's id, code and names per language. */
  by: { id: string; code: string; first_name: unknown; last_name: unknown };
}

/** `txn_<folder>_history`: the named actions a record of the folder went through, oldest first. */
export const workflowHistoryTxn = (folder: string, foldertype?: FolderType) =>
  declareTxn({
    name: `txn_${folder}_history`,
    folder,
    ...(foldertype && { foldertype }),
    op: 'R',
    params: z.object({ id: idSchema }).strict(),
    refusal: folderTxnMessages.invalidRequest,
    reply: replyOf<WorkflowHistoryRecord>(),
  });
