import { z } from 'zod';
import { folderTypes } from '../frames.js';
import { expressionSchema } from './expression.js';
import { fieldSchema } from './field.js';
import { formSchema } from './form.js';
import { localeTextSchema } from './locale-text.js';
import { snakeNameSchema } from './names.js';
import { txnDefinitionSchema } from './txn.js';
import { uiFlagsSchema } from './ui-flags.js';

/** One folder of the catalogue (spec 000 §3 "Folder definition", DESIGN §4). */
export const folderDefinitionSchema = z.strictObject({
  /** Also its table's name. */
  name: snakeNameSchema,
  label: localeTextSchema,
  foldertype: z.enum(folderTypes),
  /** The column a row is addressed by. */
  sqlKey: snakeNameSchema.default('id'),
  /** Whether the folder shows for a user, over `env`. */
  visibleExpr: expressionSchema,
  /** Rows belong to a business: the folder has a partners_id reference to partners. */
  partnerScoped: z.boolean().default(false),
  /** The employees reference naming whose row it is, where ordinary employees see only their own. */
  ownerField: snakeNameSchema.optional(),
  /**
   * Every change of its rows (and of its details' rows) is kept in the audit trail, with who,
   * when, from and to (issue #32 item 5); its records' forms show their History.
   */
  audited: z.boolean().default(false),
  uiFlags: uiFlagsSchema.prefault({}),
  /**
   * Pickers of its records list nothing until a search of 2 characters is typed, and offer no
   * 'Select All' when `selectAll` is false (spec 000 §5 "Docpicker": employee and person pickers).
   */
  picker: z
    .strictObject({ searchFirst: z.boolean().optional(), selectAll: z.boolean().optional() })
    .optional(),
  /**
   * What a row of its list opens when not its update form (spec 000 §2 "Folder list tab"): its
   * document (a payslip's, an invoice's template view) or, for a report, its report view.
   */
  rowOpens: z.enum(['document', 'report']).optional(),
  /** Besides id, deleted, creation_date and last_modified, which every row has. */
  fields: z.array(fieldSchema).min(1),
  txns: z.array(txnDefinitionSchema),
  forms: z.array(formSchema),
  /** The txns offered in the list's actions menu, in order. */
  txn_list: z.array(z.string()),
  /**
   * The fields its list (and its export) shows as columns, when not every field a list can
   * show: a folder whose records carry many particulars (an invoice's parties and bank)
   * names the few a reader scans a list by. The form still shows every field.
   */
  listColumns: z.array(snakeNameSchema).min(1).optional(),
  /**
   * The txns a principal employer's user may run on a contractor's business it picked (the
   * access policy's `picked`, apps/server/catalogue/policy): the server fills it when it
   * sends the definitions, so a list hides what the server would refuse; catalogue files
   * leave it out.
   */
  pickedTxns: z.array(z.string()).optional(),
});
export type FolderDefinition = z.infer<typeof folderDefinitionSchema>;
export type FolderDefinitionInput = z.input<typeof folderDefinitionSchema>;
