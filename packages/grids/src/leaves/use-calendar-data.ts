import type { TxnClient } from '@muster/folder-engine';
import { folderListTxn, type LeaveQuotaRecord, showLeavesQuotaTxn } from '@muster/protocol';
import { useEffect, useRef, useState } from 'react';
import type { DayRange } from '../attendance/toolbar/date-range';
import type { Notify } from '../attendance/types';
import { type CalendarSubject, type LeaveRecord, loadLeaves } from './leave-calendar';
import type { HalfDays } from './selection';

/**
 * The leaves of a range of days of the business's zone, loaded again when `generation` moves (a
 * leave was written); null while loading.
 */
export function useRangeLeaves(
  client: TxnClient,
  subject: CalendarSubject,
  range: DayRange,
  timeZone: string,
  targetSwhandle: string | undefined,
  generation: number,
  notify: Notify,
): LeaveRecord[] | null {
  const [loaded, setLoaded] = useState<{ key: string; leaves: LeaveRecord[] } | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { from, to } = range;
  const key = `${subject}|${from}|${to}|${timeZone}|${targetSwhandle ?? ''}|${generation}`;
  useEffect(() => {
    let current = true;
    loadLeaves(client, subject, { from, to }, timeZone, targetSwhandle).then(
      (leaves) => current && setLoaded({ key, leaves }),
      (error: unknown) => {
        if (!current) return;
        setLoaded({ key, leaves: [] });
        notifyRef.current('error', error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [client, subject, from, to, timeZone, targetSwhandle, key]); // the key holds the generation: a write asks again
  return loaded?.key === key ? loaded.leaves : null;
}

/** The employee's balance (txn_show_leaves_quota) on a day, or the quota error's message (spec 000 §8). */
export type QuotaState =
  | { kind: 'loading' }
  | { kind: 'loaded'; quota: LeaveQuotaRecord }
  | { kind: 'error'; message: string };

export function useLeaveQuota(
  client: TxnClient,
  employeeId: string | null,
  day: string,
  targetSwhandle: string | undefined,
  generation: number,
): QuotaState {
  const [state, setState] = useState<QuotaState>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks again after a write.
  useEffect(() => {
    if (!employeeId) return;
    let current = true;
    client
      .call(
        showLeavesQuotaTxn,
        { employees_id: employeeId, input_date: day },
        targetSwhandle ? { target_swhandle: targetSwhandle } : {},
      )
      .then(
        ({ records: [quota] }) =>
          current &&
          setState(
            quota ? { kind: 'loaded', quota } : { kind: 'error', message: 'Leave quota is not applicable' },
          ),
        (error: unknown) =>
          current &&
          setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [client, employeeId, day, targetSwhandle, generation]);
  return state;
}

/** The half-day durations a picked half day names (the half_day_duration master), null while loading. */
export function useHalfDays(client: TxnClient): HalfDays | null {
  const [halfDays, setHalfDays] = useState<HalfDays | null>(null);
  useEffect(() => {
    let current = true;
    client
      .call(
        folderListTxn('half_day_duration', 'masters'),
        { limit: 10 },
        { projections: ['id', 'code', 'leave_minutes'] },
      )
      .then(({ records }) => {
        const of = (code: string) => {
          const row = records.find((record) => record.code === code);
          return row ? { id: String(row.id), minutes: Number(row.leave_minutes) } : null;
        };
        const first = of('first_half');
        const second = of('second_half');
        if (current && first && second) setHalfDays({ first_half: first, second_half: second });
      })
      .catch((error: unknown) => console.warn('half-day durations not loaded', error));
    return () => {
      current = false;
    };
  }, [client]);
  return halfDays;
}
