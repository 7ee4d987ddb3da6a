import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, replyOf } from './declare.js';
import { folderTxnMessages } from './folders.js';

/**
 * `txn_salary_structures_copy` (spec 000 §4 'Copy'): duplicates a salary structure with its
 * payheads under a new code and name; answers the new record.
 */
export const salaryStructureCopyTxn = declareTxn({
  name: 'txn_salary_structures_copy',
  folder: 'salary_structures',
  op: 'X',
  params: z.object({ id: idSchema }).strict(),
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<{ id: string; code: string; name: string; last_modified: string }>(),
});
