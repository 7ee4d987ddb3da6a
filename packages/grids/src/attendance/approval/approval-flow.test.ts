import { TxnFailure, type TxnResult } from '@muster/folder-engine';
import { RecordingTxnClient } from '@muster/folder-engine/testing';
import type { AttendanceDayCell, EmployeeAttendance, Txn } from '@muster/protocol';
import { emptyAttendanceTotals } from '@muster/protocol';
import { describe, expect, it, vi } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';

import type { NoticeKind } from '../types';
import {
  type ApprovalAction,
  approvedDeficitMinutes,
  rowsShowAction,
  runApproval,
  type SelectedDay,
  showsAction,
} from './approval-flow';

const day = (id: string, code: string, status: string | null, deficit = 0): AttendanceDayCell => ({
  id,
  attendance_date: '2026-11-10',
  att_type: { id: `type-${code}`, code },
  attendance_status: status,
  leave_type: null,
  sites_id: null,
  shifts_id: null,
  shift_code: null,
  designation: null,
  departments: null,
  subsections: null,
  in_timestamp: null,
  out_timestamp: null,
  observed_in_timestamp: null,
  observed_out_timestamp: null,
  working_minutes: 480,
  overtime_minutes: 0,
  deficit_minutes: deficit,
  min_working_minutes: 510,
  leave_minutes: 0,
  payable_days: 1,
  total_punch_count: 2,
  isMissedPunch: false,
  attendance_edit_type: null,
  notes: null,
  exception: [],
});
const selected = (dayCell: AttendanceDayCell | null, employeeId = 'e1'): SelectedDay => ({
  employeeId,
  date: '2026-11-10',
  day: dayCell,
});

const approve: ApprovalAction = { kind: 'approve', status: 'final_approved' };
const settle: ApprovalAction = { kind: 'approve', status: 'settled' };
const reject: ApprovalAction = { kind: 'reject' };

const fakeClient = (answer: (txn: Txn) => TxnResult | Error) => new RecordingTxnClient(answer);

function notices(locale: 'eng' | 'fr' = 'eng') {
  const shown: [NoticeKind | 'loading' | 'loaded', string][] = [];
  return {
    shown,
    notices: {
      t: gridsTranslator(locale),
      notify: (kind: NoticeKind, message: string) => shown.push([kind, message]),
      loading: (message: string) => {
        shown.push(['loading', message]);
        return () => shown.push(['loaded', message]);
      },
    },
  };
}

describe('the approve and reject txns', () => {
  it('send each cell with its stored row (null when empty) to the selected business', async () => {
    const client = fakeClient(() => ({ records: [], message: 'done', data: {} }));
    const cells = [
      { attendance_id: 'a1', employees_id: 'e1', attendance_date: '2026-11-10' },
      { attendance_id: null, employees_id: 'e2', attendance_date: '2026-11-11' },
    ];
    const chosen = [
      selected(day('a1', 'P', null), 'e1'),
      { employeeId: 'e2', date: '2026-11-11', day: null },
    ];
    await runApproval(client, settle, chosen, 'acme', notices().notices);
    await runApproval(client, reject, chosen, 'acme', notices().notices);
    expect(client.sent[0]).toEqual({
      name: 'txn_attendance_approve',
      folder: 'attendance',
      foldertype: 'mviews',
      params: { cells, status: 'settled' },
      target_swhandle: 'acme',
      client_props: { txn_op: 'U' },
    });
    expect(client.sent[1]).toMatchObject({
      name: 'txn_attendance_reject',
      params: { cells },
    });
  });
});

describe('which status shows an action as done', () => {
  it('follows the server: final approval is not stepped back, settled is the last step', () => {
    expect(showsAction('final_approved', approve)).toBe(true);
    expect(showsAction('settled', approve)).toBe(true);
    expect(showsAction('intermediate_approved', approve)).toBe(false);
    expect(showsAction(null, approve)).toBe(false);
    expect(showsAction('final_approved', { kind: 'approve', status: 'intermediate_approved' })).toBe(true);
    expect(showsAction('final_approved', settle)).toBe(false);
    expect(showsAction('rejected', reject)).toBe(true);
    expect(showsAction('final_approved', reject)).toBe(false);
  });
});

describe('whether reloaded rows show the action', () => {
  const row = (id: string, days: AttendanceDayCell[]): EmployeeAttendance => ({
    id,
    code: id,
    first_name: { eng: id },
    middle_name: null,
    last_name: null,
    designation: null,
    departments: null,
    subsections: null,
    sites_id: null,
    shifts_id: null,
    reporting_manager: null,
    joining_date: null,
    leaving_date: null,
    days,
    dailyCount: [],
    totals: emptyAttendanceTotals(),
  });

  it('waits for every selected stored day, ignores empty cells and missing rows count as not yet', () => {
    const chosen = [selected(day('a', 'P', null)), selected(day('b', 'P', null), 'e2'), selected(null, 'e3')];
    expect(rowsShowAction([row('e1', [day('a', 'P', 'final_approved')])], chosen, approve)).toBe(false);
    expect(
      rowsShowAction(
        [row('e1', [day('a', 'P', 'final_approved')]), row('e2', [day('b', 'P', null)])],
        chosen,
        approve,
      ),
    ).toBe(false);
    expect(
      rowsShowAction(
        [row('e1', [day('a', 'P', 'final_approved')]), row('e2', [day('b', 'P', 'settled')])],
        chosen,
        approve,
      ),
    ).toBe(true);
  });
});

describe('the deficit the approval takes on', () => {
  it('sums the shortfalls of the days it writes, not of days already approved', () => {
    const days = [
      selected(day('a', 'P', null, -30)),
      selected(day('b', 'HD', 'intermediate_approved', -125)),
      selected(day('c', 'P', 'final_approved', -500)),
      selected(day('d', 'P', null, 20)),
      selected(null),
    ];
    expect(approvedDeficitMinutes(days, approve)).toBe(-155);
    expect(approvedDeficitMinutes(days, reject)).toBe(0);
  });
});

describe('running an approval', () => {
  it('shows the loading text, the warnings, then the success text', async () => {
    const client = fakeClient(() => ({
      records: [],
      message: 'attendance cells approved',
      data: {
        status: 'final_approved',
        written: 1,
        skipped: 2,
        warnings: [{ message: '{{count}} attendance cells are already approved', count: 2 }],
      },
    }));
    const { shown, notices: given } = notices();
    const outcome = await runApproval(client, approve, [selected(day('a', 'P', null))], 'demo', given);
    expect(outcome).toEqual({ ok: true, written: 1 });
    expect(client.sent[0]?.params).toEqual({
      cells: [{ attendance_id: 'a', employees_id: 'e1', attendance_date: '2026-11-10' }],
      status: 'final_approved',
    });
    expect(shown).toEqual([
      ['loading', 'Approving attendance...'],
      ['warning', '2 attendance cells are already approved'],
      ['success', 'attendance cells approved'],
      ['loaded', 'Approving attendance...'],
    ]);
  });

  it('shows the server’s refusal as an error, in the interface language', async () => {
    const client = fakeClient((txn) => new TxnFailure('Present attendance cannot be rejected', txn.name));
    const { shown, notices: given } = notices('fr');
    const outcome = await runApproval(client, reject, [selected(day('a', 'P', null))], 'demo', given);
    expect(outcome).toEqual({ ok: false });
    expect(client.sent[0]?.name).toBe('txn_attendance_reject');
    expect(shown[0]?.[0]).toBe('loading');
    expect(shown[1]).toEqual(['error', gridsTranslator('fr')('Present attendance cannot be rejected')]);
    expect(shown[1]?.[1]).not.toBe('Present attendance cannot be rejected');
    expect(shown[2]?.[0]).toBe('loaded');
  });

  it('shows a transport failure as it came', async () => {
    const client = fakeClient(() => new Error('Connection lost'));
    const { shown, notices: given } = notices();
    const loading = vi.fn();
    await runApproval(client, approve, [selected(day('a', 'P', null))], 'demo', {
      ...given,
      loading: (message) => {
        loading(message);
        return () => {};
      },
    });
    expect(loading).toHaveBeenCalledWith('Approving attendance...');
    expect(shown).toEqual([['error', 'Connection lost']]);
  });
});
