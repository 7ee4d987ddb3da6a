import type { PayslipInputs } from '@muster/payroll-rules';
import { maxEmployeesPerRequest } from '@muster/protocol';
import { useEffect, useRef, useState } from 'react';

/** Loads several employees' payslip inputs for a month in one call (`txn_payslips_inputs`' batched form). */
export type LoadPayslipsInputs = (employeeIds: readonly string[], month: string) => Promise<PayslipInputs[]>;

/**
 * An employee's inputs as the grid holds them: none yet (still loading), the record, or why
 * there is none — the server's refusal, or `noPay` when it left the employee out (the user
 * does not read its pay).
 */
export type EmployeeInputs = PayslipInputs | { refused: string } | { noPay: true };

interface Loaded {
  load: LoadPayslipsInputs;
  month: string;
  inputs: ReadonlyMap<string, EmployeeInputs>;
}

/**
 * The payslip inputs of the grid's loaded employees for the month: each employee asked once,
 * those a block brings asked together (at most `maxEmployeesPerRequest` a call); asked again
 * from none when the loader (the business) or the month changes. Null without a loader: no
 * request at all.
 */
export function usePayslipsInputs(
  load: LoadPayslipsInputs | undefined,
  employeeIds: readonly string[],
  month: string,
): ReadonlyMap<string, EmployeeInputs> | null {
  const [loaded, setLoaded] = useState<Loaded>();
  const asked = useRef<{ load: LoadPayslipsInputs; month: string; ids: Set<string> }>(undefined);
  useEffect(() => {
    if (!load) return;
    if (asked.current?.load !== load || asked.current.month !== month)
      asked.current = { load, month, ids: new Set() };
    const askedIds = asked.current.ids;
    const missing = employeeIds.filter((id) => !askedIds.has(id));
    const settle = (ids: readonly string[], answer: (id: string) => EmployeeInputs) =>
      setLoaded((previous) => {
        const base = previous?.load === load && previous.month === month ? previous.inputs : [];
        const inputs = new Map(base);
        for (const id of ids) inputs.set(id, answer(id));
        return { load, month, inputs };
      });
    for (let at = 0; at < missing.length; at += maxEmployeesPerRequest) {
      const ids = missing.slice(at, at + maxEmployeesPerRequest);
      for (const id of ids) askedIds.add(id);
      load(ids, month).then(
        (records) => {
          const byId = new Map(records.map((record) => [record.employees_id, record]));
          settle(ids, (id) => byId.get(id) ?? { noPay: true });
        },
        (error: unknown) =>
          settle(ids, () => ({ refused: error instanceof Error ? error.message : String(error) })),
      );
    }
  }, [load, employeeIds, month]);
  if (!load) return null;
  return loaded?.load === load && loaded.month === month ? loaded.inputs : noInputs;
}

const noInputs: ReadonlyMap<string, EmployeeInputs> = new Map();
