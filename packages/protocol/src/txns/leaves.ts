import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import type { LeaveQuotaRecord } from '../leaves.js';
import { declareTxn, replyOf } from './declare.js';
import { folderTxnMessages, type ListRecord } from './folders.js';
import { patchParamsSchema, patchShapeMessages } from './patch.js';

const dayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD');

/**
 * An employee's leave balance on a day (spec 000 §7: employees_id, refRows, getRowCount, input_date optional —
 * today in IST by default): the home card and the calendar footer show it; an error means
 * quota does not apply (spec 000 §8).
 */
export const showLeavesQuotaTxn = declareTxn({
  name: 'txn_show_leaves_quota',
  folder: 'leaves',
  op: 'R',
  params: z
    .object({
      employees_id: idSchema,
      input_date: dayKeySchema.optional(),
      // sent by the spec's client (000 §7, 001 §7) as for a list; the answer is one record
      // with no references, so neither changes it
      refRows: z.union([z.boolean(), z.array(z.unknown()).max(100)]).optional(),
      getRowCount: z.boolean().optional(),
    })
    .strict(),
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<LeaveQuotaRecord>(),
});

/** One day of a leave, as the calendar removes it (spec 000 §7 "txn_leaves_delete": leaves id plus leave_days id). */
export const leaveDayDeleteSchema = z.object({ id: idSchema, leave_days_id: idSchema }).strict();

/**
 * `txn_leaves_delete`: one leave day from the calendar, or the list's patch of whole
 * leaves (the folder's generic delete, spec 000 §4).
 */
export const leavesDeleteTxn = declareTxn({
  name: 'txn_leaves_delete',
  folder: 'leaves',
  op: 'D',
  params: z.union([leaveDayDeleteSchema, patchParamsSchema('leaves')]),
  refusal: patchShapeMessages.invalidPatch,
  reply: replyOf<ListRecord>(),
});
