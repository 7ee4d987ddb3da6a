import { folderListTxn } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

export interface LatestPayslip {
  uconst: string;
  payroll_month: string;
  net_pay: unknown;
}

/** The signed-in employee's own payslip of the latest payroll month; null while it loads and when there is none. */
export function useLatestPayslip(enabled: boolean): LatestPayslip | null {
  const { client, settings } = useApp();
  const [payslip, setPayslip] = useState<LatestPayslip | null>(null);
  const employeesId = settings?.env.employees_id;

  useEffect(() => {
    if (!enabled || !employeesId) return;
    let cancelled = false;
    client
      .call(
        folderListTxn('payslips'),
        {
          filters: {
            filterInput: [{ path: 'employees_id', operator: '=', value: employeesId }],
            joinop: 'and',
          },
          orderBy: [{ path: 'payroll_month', dir: 'desc' }],
          limit: 1,
        },
        { projections: ['id', 'uconst', 'payroll_month', 'net_pay'] },
      )
      .then(
        ({ records: [latest] }) =>
          !cancelled && setPayslip(latest?.uconst ? (latest as unknown as LatestPayslip) : null),
        (error: unknown) => console.warn('latest payslip not read', error),
      );
    return () => {
      cancelled = true;
    };
  }, [client, employeesId, enabled]);
  return payslip;
}
