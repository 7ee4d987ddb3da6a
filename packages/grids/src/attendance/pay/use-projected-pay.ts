import { type PayProjection, type PayslipInputs, type ProjectedDay, projectPay } from '@muster/payroll-rules';
import { useEffect, useMemo, useState } from 'react';

/** Loads one employee's payslip inputs for a month (`txn_payslips_inputs`). */
export type LoadPayslipInputs = (employeeId: string, month: string) => Promise<PayslipInputs>;

export type ProjectedPayState =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'projected'; projection: PayProjection };

/**
 * The month's projected pay of an employee as its days change: the inputs are loaded once per
 * employee and month, the projection (payroll-rules `projectPay`, the rules generation runs)
 * recomputed in the browser on every change of the days, unsaved edits included.
 */
export function useProjectedPay(
  /** None: no projection (a user who does not read the employees' pay). */
  load: LoadPayslipInputs | undefined,
  employeeId: string | null,
  month: string,
  days: readonly ProjectedDay[],
  today: string,
): ProjectedPayState | null {
  const [inputs, setInputs] = useState<
    { key: string; inputs: PayslipInputs } | { key: string; refused: string }
  >();
  const key = `${employeeId}/${month}`;
  useEffect(() => {
    if (!load || !employeeId) return;
    let current = true;
    load(employeeId, month).then(
      (loaded) => current && setInputs({ key, inputs: loaded }),
      (error: unknown) =>
        current && setInputs({ key, refused: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, employeeId, month, key]);
  return useMemo((): ProjectedPayState | null => {
    if (!load || !employeeId) return null;
    if (inputs?.key !== key) return { kind: 'loading' };
    if ('refused' in inputs) return { kind: 'refused', message: inputs.refused };
    return { kind: 'projected', projection: projectPay(inputs.inputs, days, today) };
  }, [load, employeeId, inputs, key, days, today]);
}
