import {
  type AttendanceListFilters,
  type AttendanceTotals,
  attendanceListWithSummaryTxn,
  type RangePresence,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

/** The computed days' totals of a range, and who punched in it (from the punches themselves). */
export interface AttendanceSummary {
  totals: AttendanceTotals;
  presence: RangePresence | null;
}

/**
 * The totals of the attendance days from `from` to `to` (IST, both included) of every
 * employee matching `filters` within the user's scope, as the server sums them
 * (txn_attendance_list_with_summary's aggregateSummary), and how many of them punched
 * (its presence); null while it loads, when disabled and when the server refuses.
 */
export function useAttendanceSummary(
  enabled: boolean,
  from: string,
  to: string,
  filters: AttendanceListFilters = {},
): AttendanceSummary | null {
  const { client } = useApp();
  const [summary, setSummary] = useState<AttendanceSummary | null>(null);
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    client.call(attendanceListWithSummaryTxn, { from, to, filters: JSON.parse(filtersKey), limit: 1 }).then(
      (result) => {
        const totals = result.data.aggregateSummary;
        if (!cancelled && totals) setSummary({ totals, presence: result.data.presence ?? null });
      },
      (error: unknown) => console.warn('attendance totals not read', error),
    );
    return () => {
      cancelled = true;
    };
  }, [client, enabled, from, to, filtersKey]);
  return summary;
}
