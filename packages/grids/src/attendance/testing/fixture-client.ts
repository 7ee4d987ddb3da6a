import { type TxnClient, TxnFailure, type TxnResult } from '@muster/folder-engine';
import { RecordingTxnClient } from '@muster/folder-engine/testing';
import type { PayslipInputs } from '@muster/payroll-rules';
import {
  type AttendanceCellRef,
  type AttendanceEditInput,
  type AttendanceListRequest,
  attendanceMessages,
  type EmployeeAttendance,
  emptyAttendanceTotals,
  payrollMessages,
  type Txn,
} from '@muster/protocol';
import { isoToDayKey } from '../editor/time-text';
import type { AttendanceReferences } from '../types';
import { addTotals, totalsOfDays } from './fixture';

export interface FixtureClient extends TxnClient {
  /** Every txn run, in order. */
  sent: Txn[];
  records: EmployeeAttendance[];
}

const matches = (record: EmployeeAttendance, word: string) =>
  [
    record.code,
    ...[record.first_name, record.middle_name, record.last_name].flatMap((part) => Object.values(part ?? {})),
  ].some((text) => text.toLowerCase().includes(word));

/**
 * An in-memory stand-in for the attendance txns over fixture records, for stories and the
 * screen's tests: it lists with search and paging, sets statuses on approve and reject and
 * applies edits. Of the server's rules it keeps only what the screen shows: empty and
 * Single Punch cells refuse approval, Present cells refuse rejection.
 */
export function fixtureTxnClient(
  records: EmployeeAttendance[],
  references: AttendanceReferences,
  {
    delayMs = 0,
    payslipInputs,
    refusals = {},
  }: {
    delayMs?: number;
    /** Txns refused, by name, with the server's refusal (a closed month's, with its text's key and values). */
    refusals?: Record<string, TxnFailure>;
    /** Live pay's inputs of every employee (each answered with its id); none: refused as the server refuses a user who may not read pay. */
    payslipInputs?: PayslipInputs;
  } = {},
): FixtureClient {
  const codeOf = (typeId: string | null | undefined) =>
    references.attendanceTypes.find((type) => type.id === typeId)?.code ?? null;
  const dayOf = (cell: AttendanceCellRef) =>
    records
      .find((record) => record.id === cell.employees_id)
      ?.days.find((day) => day.id === cell.attendance_id);

  const answer = (txn: Txn): TxnResult => {
    const params = (txn.params ?? {}) as Record<string, unknown>;
    switch (txn.name) {
      case 'txn_attendance_list_with_summary': {
        const request = params as unknown as AttendanceListRequest;
        const words = (request.search ?? '').toLowerCase().split(' ').filter(Boolean);
        const found = records.filter((record) => words.every((word) => matches(record, word)));
        const offset = request.offset ?? 0;
        const page = found.slice(offset, offset + (request.limit ?? 200));
        return {
          records: structuredClone(page) as unknown as Record<string, unknown>[],
          rowCount: found.length,
          message: '',
          // as the server: the totals of every page come with the first page only
          data:
            offset === 0
              ? {
                  aggregateSummary: found.reduce(
                    (sum, record) => addTotals(sum, record.totals),
                    emptyAttendanceTotals(),
                  ),
                }
              : {},
        };
      }
      case 'txn_attendance_approve':
      case 'txn_attendance_reject': {
        const reject = txn.name === 'txn_attendance_reject';
        const status = reject ? 'rejected' : String(params.status ?? 'final_approved');
        const days = (params.cells as AttendanceCellRef[]).map(dayOf);
        if (!reject && days.some((day) => !day))
          throw new TxnFailure(attendanceMessages.emptyNotApproved, txn.name);
        if (days.some((day) => day?.att_type?.code === 'SP'))
          throw new TxnFailure(
            reject ? attendanceMessages.singlePunchNotRejected : attendanceMessages.singlePunchNotApproved,
            txn.name,
          );
        if (reject && days.some((day) => day?.att_type?.code === 'P'))
          throw new TxnFailure(attendanceMessages.presentNotRejected, txn.name);
        const written = days.filter((day) => day && day.attendance_status !== status);
        for (const day of written) if (day) day.attendance_status = status;
        const skipped = days.length - written.length;
        return {
          records: [],
          message: reject ? attendanceMessages.rejected : attendanceMessages.approved,
          data: {
            status,
            written: written.length,
            skipped,
            warnings: skipped
              ? [
                  {
                    message: reject ? attendanceMessages.alreadyRejected : attendanceMessages.alreadyApproved,
                    count: skipped,
                  },
                ]
              : [],
          },
        };
      }
      case 'txn_attendance_edits_mark':
      case 'txn_attendance_edits_create': {
        for (const edit of params.edits as AttendanceEditInput[]) {
          const record = records.find((candidate) => candidate.id === edit.employees_id);
          const day = record?.days.find((candidate) => candidate.attendance_date === edit.attendance_date);
          if (!record || !day) continue;
          if (edit.att_type) {
            const code = codeOf(edit.att_type);
            day.att_type = code ? { id: edit.att_type, code } : day.att_type;
            day.isMissedPunch = false;
          }
          if (edit.working_minutes != null) day.working_minutes = edit.working_minutes;
          if (edit.overtime_minutes != null) day.overtime_minutes = edit.overtime_minutes;
          if (edit.notes !== undefined) day.notes = edit.notes;
          day.attendance_edit_type = 'manual';
          record.totals = totalsOfDays(record.days);
        }
        return { records: [], message: attendanceMessages.marked, data: {} };
      }
      case 'txn_punch_requests_create': {
        // as the server: a day short of a punch with a waiting request shows PR
        const [row] = params.rows as { data: { attendance_date: string } }[];
        const date = row ? isoToDayKey(row.data.attendance_date, references.timeZone) : '';
        const day = records
          .flatMap((record) => record.days)
          .find((candidate) => candidate.attendance_date === date);
        const prId = references.attendanceTypes.find((type) => type.code === 'PR')?.id;
        if (day && prId) {
          day.att_type = { id: prId, code: 'PR' };
          day.isMissedPunch = false;
        }
        return { records: [{ id: `request-${date}` }], message: 'Saved', data: {} };
      }
      case 'txn_payslips_inputs': {
        if (!payslipInputs) throw new TxnFailure(payrollMessages.noPayToShow, txn.name);
        // the batched form answers each asked employee's record
        const asked = Array.isArray(params.employees_ids) ? params.employees_ids : [params.employees_id];
        return {
          records: asked.map(
            (id) =>
              ({ ...structuredClone(payslipInputs), employees_id: String(id) }) as unknown as Record<
                string,
                unknown
              >,
          ),
          message: '',
          data: {},
        };
      }
      default:
        throw new TxnFailure(`No such txn in the fixture: ${txn.name}`, txn.name);
    }
  };

  const client = new RecordingTxnClient(async (txn) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return refusals[txn.name] ?? answer(txn);
  });
  return Object.assign(client, { records });
}
