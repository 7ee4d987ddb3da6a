/**
 * The texts a patch is refused with. The first seven are the product's (spec 000 §5),
 * word for word; the rest name what the spec leaves open. Each is the English i18n key
 * the client translates (apps/host/src/i18n/locales).
 */
export const patchMessages = {
  keyMissing: 'Please provide key with update operation',
  baseFolderMissing: 'Please provide baseFolder id',
  oneFolderOnly: 'Can only apply data of one folder at a time',
  notPermitted: 'sorry folder cant be updated by you',
  mandatory: 'Mandatory field',
  invalid: 'Invalid Input',
  dependents: (folderLabel: string) =>
    `There are records which are dependent on the ${folderLabel} you are deleting.`,
  readOnly: 'Read-only field',
  unknownField: 'Unknown field',
  notFound: 'Record not found',
  stale: 'This record was changed by someone else. Reload it and try again.',
  invalidPatch: 'Invalid patch',
  recordId: 'must be a record id',
  referenceShape: 'must be a record id or a list of {id}',
  oneRecord: 'takes one record',
  detailOps: 'must be a list of row operations',
  keyFromServer: 'a new row takes its key from the server',
  newRowsOnly: 'a new record has only new rows',
  duplicate: 'This value is already in use',
  overlap: 'Overlaps an existing record',
} as const;

/** One refused field: `leave_days.0.leave_period: Mandatory field`. */
export interface FieldIssue {
  path: string;
  message: string;
}

export const describeFieldIssues = (issues: readonly FieldIssue[]): string[] =>
  issues.map((issue) => `${issue.path}: ${issue.message}`);
