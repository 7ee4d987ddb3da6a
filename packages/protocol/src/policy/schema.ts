import { z } from 'zod';
import { parseGrantee, policyRoles } from './roles.js';

/**
 * Which rows of a folder a role lists (the rows of several roles add up):
 * - `business`: every row of the business in view: the user's own, or the contractor a
 *   principal employer's user picks (`target_swhandle`); a folder without partners_id:
 *   every row (shared masters);
 * - `own business`: every row of the user's own business; picking another shows nothing;
 * - `subtree`: rows of the user's reporting subtree (itself included);
 * - `subsection`: rows of the subsections the user is duty-chart officer of (its own included);
 * - `own`: the user's own rows (its employee record, its leaves, its payslips, ...).
 * The last three are taken inside the business in view.
 */
export const rowRules = ['business', 'own business', 'subtree', 'subsection', 'own'] as const;
export type RowRule = (typeof rowRules)[number];

/** Who may read a sensitive field: roles of the business owning the row, and `self`, the row's own employee. */
export const fieldReaders = [...policyRoles, 'self'] as const;
export type FieldReader = (typeof fieldReaders)[number];

const granteeSchema = z
  .string()
  .refine(
    (text) => parseGrantee(text) !== null,
    'must be a role (admin, AO, RO, HR, DCO, everyone), optionally after pe or partner',
  );

export const folderPolicySchema = z.strictObject({
  /** The roles that list the folder (every op R txn of it), and the rows each sees; a role not named is refused. */
  rows: z.partialRecord(z.enum(policyRoles), z.enum(rowRules)),
  /** Fields only some may read, by name; others read them as null. */
  fields: z.record(z.string(), z.array(z.enum(fieldReaders))).default({}),
  /**
   * What a role reads of rows that are not the user's own when it holds no role but the
   * ones named here: only these fields (a reference among them is followed; the rest read as
   * null). An ordinary employee reads its colleagues' code and name, what a picker shows,
   * and nothing else (#27 item 4).
   */
  onlyFields: z.partialRecord(z.enum(policyRoles), z.array(z.string())).default({}),
  /** Who may run each txn that writes or acts (op C, U, D, X). */
  txns: z.record(z.string(), z.array(granteeSchema)).default({}),
  /**
   * The txns of `txns` a principal employer's user may run in a contractor's business it
   * picks (`target_swhandle`): the approvals the spec gives it there. Anything else that
   * writes or acts on a picked business is refused; reads follow `rows`.
   */
  picked: z.array(z.string()).default([]),
});
export type FolderPolicy = z.infer<typeof folderPolicySchema>;

/** The read/write policy of the whole catalogue (apps/server/catalogue/policy/policy.json). */
export const accessPolicySchema = z.strictObject({
  $comment: z.string().optional(),
  folders: z.record(z.string(), folderPolicySchema),
});
export type AccessPolicy = z.infer<typeof accessPolicySchema>;
