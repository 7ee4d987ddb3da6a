import type { TxnClient } from '@muster/folder-engine';
import { payslipInputsOf } from '@muster/payroll-rules';
import { payslipsInputsTxn } from '@muster/protocol';
import type { LoadPayslipsInputs } from './use-payslips-inputs';
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

/** The grid page's employees' inputs in one call (the txn's batched form): the readable ones' records. */
export const payslipsInputsLoader =
  (client: TxnClient, targetSwhandle: string): LoadPayslipsInputs =>
  async (employeeIds, month) => {
    const result = await client.call(
      payslipsInputsTxn,
      { employees_ids: [...employeeIds], month },
      { target_swhandle: targetSwhandle },
    );
    return result.records.map(payslipInputsOf);
  };
