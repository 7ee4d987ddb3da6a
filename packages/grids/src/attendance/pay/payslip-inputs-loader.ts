import type { TxnClient } from '@muster/folder-engine';
import { payslipInputsOf } from '@muster/payroll-rules';
import { payslipsInputsTxn } from '@muster/protocol';
import type { LoadPayslipInputs } from './use-projected-pay';

/** Live pay's inputs through `txn_payslips_inputs`, on the selected business. */
export const payslipInputsLoader =
  (client: TxnClient, targetSwhandle: string): LoadPayslipInputs =>
  async (employeeId, month) => {
    const result = await client.call(
      payslipsInputsTxn,
      { employees_id: employeeId, month },
      { target_swhandle: targetSwhandle },
    );
    return payslipInputsOf(result.records[0] ?? {});
  };
