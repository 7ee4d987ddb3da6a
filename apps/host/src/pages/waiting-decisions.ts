import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type FolderDefinition,
  payslipsApproveTxn,
  workflowActionTxn,
} from '@muster/protocol';

/**
 * What waits for a decision besides leaves (issue #19 item 1): records of a folder in the
 * state its deciding txn moves them from. Payslips are approved (by month, in the generate
 * tab) and invoices approved by the principal employer while they are 'created'; punch
 * requests by the employee's RO or an AO while they are 'created'.
 */
export const waitingKinds = [
  { folder: 'payslips', decide: payslipsApproveTxn.name, field: 'status', value: 'created' },
  {
    folder: 'invoices',
    decide: workflowActionTxn('invoices', 'approve').name,
    field: 'status',
    value: 'created',
  },
  // an employee's request for a missing punch (issue #29 item 5), decided by its RO or an AO
  {
    folder: 'punch_requests',
    decide: workflowActionTxn('punch_requests', 'approve').name,
    field: 'request_status',
    value: 'created',
  },
] as const;
export type WaitingKind = (typeof waitingKinds)[number];

/** The home's link text of each kind, with its count. */
export const waitingLabels: Record<WaitingKind['folder'], string> = {
  payslips: 'Payslips to approve: {{count}}',
  invoices: 'Invoices to approve: {{count}}',
  punch_requests: 'Punch requests to decide: {{count}}',
};

/**
 * The kinds the user decides: the folder is theirs to open and its deciding txn's env
 * permission holds (the server refuses the rest whatever the page shows).
 */
export function decidedKinds(
  folders: Record<string, FolderDefinition | undefined>,
  env: BusinessEnv,
): WaitingKind[] {
  return waitingKinds.filter((kind) => {
    const definition = folders[kind.folder];
    const txn = definition?.txns?.find((candidate) => candidate.name === kind.decide);
    if (!definition || !txn) return false;
    const rule = txn.permission.env;
    return !rule || evaluateRule(rule, { env }, { folder: definition.name });
  });
}
