import { showLeavesQuotaTxn } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

export interface LeaveBalance {
  month: number;
  year: number;
}

/**
 * The signed-in employee's leave balance from txn_show_leaves_quota, or null while it
 * loads and when quota is not applicable. A quota error means not applicable (spec 000 §8).
 */
export function useLeaveBalance(enabled: boolean): LeaveBalance | null {
  const { client, settings } = useApp();
  const [balance, setBalance] = useState<LeaveBalance | null>(null);
  const employeesId = settings?.env.employees_id;

  useEffect(() => {
    if (!enabled || !employeesId) return;
    let cancelled = false;
    client
      .call(showLeavesQuotaTxn, { employees_id: employeesId })
      .then(({ records: [quota] }) => {
        const month = Number(quota?.leaves_left);
        const year = Number(quota?.yearly_leaves_left);
        if (cancelled) return;
        setBalance(Number.isFinite(month) && Number.isFinite(year) ? { month, year } : null);
      })
      .catch((error: unknown) => {
        console.warn('leave quota not applicable', error);
        if (!cancelled) setBalance(null);
      });
    return () => {
      cancelled = true;
    };
  }, [client, employeesId, enabled]);
  return balance;
}
