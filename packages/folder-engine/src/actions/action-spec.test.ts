import {
  type FolderDefinition,
  payslipsSendTxn,
  salaryStructureCopyTxn,
  type TxnDefinition,
} from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { actionParams } from './action-params';
import { actionSpec } from './action-spec';

const definition = (name: string) => ({ name, foldertype: 'folders' }) as FolderDefinition;
const txn = (name: string, extra: Partial<TxnDefinition> = {}) =>
  ({ name, op: 'U', ...extra }) as TxnDefinition;

describe('the declaration a folder action is called through', () => {
  it('is the generic write, the workflow action, the named declaration, else a patch under its name', () => {
    const leaves = definition('leaves');
    expect(actionSpec(leaves, txn('txn_leaves_update'))).toMatchObject({
      name: 'txn_leaves_update',
      op: 'U',
    });
    const approve = actionSpec(leaves, txn('txn_leaves_approve', { workflowAction: true }));
    expect(approve).toMatchObject({ name: 'txn_leaves_approve', folder: 'leaves', op: 'U' });
    expect(approve.params.safeParse({ ids: [] }).success).toBe(false);
    expect(actionSpec(definition('salary_structures'), txn('txn_salary_structures_copy'))).toBe(
      salaryStructureCopyTxn,
    );
    const other = actionSpec(leaves, txn('txn_leaves_touch'));
    expect(other).toMatchObject({ name: 'txn_leaves_touch', op: 'U' });
    expect(other.params.safeParse({ baseFolder: 'leaves', rows: [{ op: 'U', data: {} }] }).success).toBe(
      false,
    );
  });

  it('sends a handler action on chosen rows their ids: Send Mail mails the selected payslips', () => {
    const payslips = definition('payslips');
    const send = txn('txn_payslips_send', { op: 'X', accessType: 'rows' });
    expect(actionSpec(payslips, send)).toBe(payslipsSendTxn);
    const params = actionParams(payslips, send, [{ id: 'a0000000-0000-4000-8000-00000000000a' }]);
    expect(params).toEqual({ ids: ['a0000000-0000-4000-8000-00000000000a'] });
    expect(payslipsSendTxn.params.safeParse(params).success).toBe(true);
  });
});
