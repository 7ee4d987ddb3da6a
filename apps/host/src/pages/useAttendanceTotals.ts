import {
  type AttendanceListFilters,
  type AttendanceTotals,
  attendanceListWithSummaryTxn,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

/**
 * The totals of the attendance days from `from` to `to` (IST, both included) of every
 * employee matching `filters` within the user's scope, as the server sums them
 * (txn_attendance_list_with_summary's aggregateSummary); null while it loads, when disabled
 * and when the server refuses.
 */
export function useAttendanceTotals(
  enabled: boolean,
  from: string,
  to: string,
  filters: AttendanceListFilters = {},
): AttendanceTotals | null {
  const { client } = useApp();
  const [totals, setTotals] = useState<AttendanceTotals | null>(null);
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    client.call(attendanceListWithSummaryTxn, { from, to, filters: JSON.parse(filtersKey), limit: 1 }).then(
      (result) => !cancelled && setTotals(result.data.aggregateSummary ?? null),
      (error: unknown) => console.warn('attendance totals not read', error),
    );
    return () => {
      cancelled = true;
    };
  }, [client, enabled, from, to, filtersKey]);
  return totals;
}
