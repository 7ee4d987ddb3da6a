import type { TxnClient } from '@muster/folder-engine';
import { type AttendanceListRequest, attendanceListWithSummaryTxn, type Locale } from '@muster/protocol';
import { employeeName } from '../editor/labels';

import type { AttendanceQuery, EmployeeOption, FetchAttendanceBlock, SearchEmployees } from '../types';

/** One page of `txn_attendance_list_with_summary`, on the selected business (spec 001 §7). */
const listAttendance = (client: TxnClient, request: AttendanceListRequest, targetSwhandle: string) =>
  client.call(attendanceListWithSummaryTxn, request, { target_swhandle: targetSwhandle });

const requestOf = (query: AttendanceQuery, offset: number, limit: number): AttendanceListRequest => ({
  from: query.from,
  to: query.to,
  filters: query.filters,
  search: query.search,
  orderBy: query.orderBy,
  limit,
  offset,
});

/**
 * The grid's block fetcher for a query: the reply's records, row count and aggregate totals
 * (the first page's only: later pages leave them out and the loader keeps the first's).
 */
export const attendanceFetcher =
  (client: TxnClient, query: AttendanceQuery, targetSwhandle: string): FetchAttendanceBlock =>
  async (offset, limit) => {
    const result = await listAttendance(client, requestOf(query, offset, limit), targetSwhandle);
    const aggregate = result.data.aggregateSummary;
    return {
      records: result.records,
      rowCount: result.rowCount ?? result.records.length,
      ...(aggregate ? { aggregateSummary: aggregate } : {}),
    };
  };

/** A fetcher that keeps `counter.current` at the number of its requests not yet answered. */
export const countingInFlight =
  (fetchBlock: FetchAttendanceBlock, counter: { current: number }): FetchAttendanceBlock =>
  async (offset, limit) => {
    counter.current += 1;
    try {
      return await fetchBlock(offset, limit);
    } finally {
      counter.current -= 1;
    }
  };

/** How many employees a new row's employee search offers. */
export const employeeSearchLimit = 20;

/**
 * A new row's employee search: the employees of the shown range that the user may see,
 * matched word by word on names and code by the attendance list itself (spec 001 §2).
 */
export const attendanceEmployeeSearch =
  (client: TxnClient, query: AttendanceQuery, targetSwhandle: string, locale: Locale): SearchEmployees =>
  async (text) => {
    const result = await listAttendance(
      client,
      {
        from: query.from,
        to: query.to,
        search: text,
        orderBy: 'code',
        limit: employeeSearchLimit,
        offset: 0,
      },
      targetSwhandle,
    );
    return result.records.map(
      (employee): EmployeeOption => ({
        id: employee.id,
        code: employee.code,
        name: employeeName(employee, locale),
      }),
    );
  };
