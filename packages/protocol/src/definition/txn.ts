import { z } from 'zod';
import { expressionSchema } from './expression.js';
import { localeTextSchema } from './locale-text.js';
import { snakeNameSchema } from './names.js';

/** The action icons of spec 000 §4; a txn without one is not offered as a button. */
export const txnIcons = [
  'Create',
  'Rejoin',
  'Apply',
  'Delete',
  'Terminate',
  'Reject',
  'Approve',
  'Submit',
  'Update',
  'Copy',
  'Export',
  'Download',
  'Send',
  'Generate',
  'Recalculate',
  'Cancel',
] as const;
export type TxnIcon = (typeof txnIcons)[number];

/** Read, create, update, delete, or another action a handler implements. */
export const txnDefinitionOps = ['R', 'C', 'U', 'D', 'X'] as const;

/**
 * What an action works on: the folder as a whole (create, generate), one selected row
 * (update), or one or more selected rows (delete, approve: 'please select one or more records').
 */
export const txnAccessTypes = ['folder', 'row', 'rows'] as const;

export const txnPermissionSchema = z.strictObject({
  /** Who may run it, over `env`. */
  env: expressionSchema.optional(),
  /** Which rows it may touch, over `row` and `env`. */
  row: expressionSchema.optional(),
});

export const txnDefinitionSchema = z.strictObject({
  name: z.string().regex(/^txn_[a-z0-9_]+$/, 'must be txn_<folder>_<action>'),
  label: localeTextSchema,
  icon: z.enum(txnIcons).optional(),
  op: z.enum(txnDefinitionOps),
  form: snakeNameSchema.optional(),
  permission: txnPermissionSchema.default({}),
  accessType: z.enum(txnAccessTypes).default('folder'),
  /**
   * A named action of the folder's workflow (op U): it sends the chosen rows' `{ ids }` and
   * the server moves each by the business's workflow (packages/protocol/src/workflow).
   */
  workflowAction: z.literal(true).optional(),
  /** Asks before it runs, naming the rows it acts on (an employee's Terminate). */
  confirm: z.literal(true).optional(),
  /**
   * A named action's inputs: fields of the folder it asks for before it runs and sets on every
   * record it moves, in the same transaction (Terminate asks the leaving date). Each is required.
   */
  asks: z.array(snakeNameSchema).min(1).optional(),
});
export type TxnDefinition = z.infer<typeof txnDefinitionSchema>;
