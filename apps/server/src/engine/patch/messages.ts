import { patchShapeMessages } from '@muster/protocol';

/**
 * The texts a patch is refused with: the patch shape's (protocol, which the runner checks)
 * and the rows'. keyMissing, baseFolderMissing, oneFolderOnly, notPermitted, mandatory,
 * invalid and dependents are the product's (spec 000 §5), word for word; the rest name
 * what the spec leaves open. Each is the English i18n key
 * the client translates (the web app's catalogues; tests/i18n/server-messages.test.ts).
 */
export const patchMessages = {
  ...patchShapeMessages,
  notPermitted: 'sorry folder cant be updated by you',
  mandatory: 'Mandatory field',
  invalid: 'Invalid Input',
  dependents: (folderLabel: string) =>
    `There are records which are dependent on the ${folderLabel} you are deleting.`,
  readOnly: 'Read-only field',
  unknownField: 'Unknown field',
  notFound: 'Record not found',
  stale: 'This record was changed by someone else. Reload it and try again.',
  referenceShape: 'must be a record id or a list of {id}',
  oneRecord: 'takes one record',
  detailOps: 'must be a list of row operations',
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
