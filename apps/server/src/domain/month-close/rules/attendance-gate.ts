/** A month's attendance of the employees a generation covers, as the gate counts it. */
export interface AttendanceApprovalCounts {
  /** Attendance days not approved (no status, intermediate approved or rejected). */
  unapprovedDays: number;
  /** The employees those days belong to. */
  unapprovedEmployees: number;
  /**
   * Whether any day is approved (final approved or settled: what payroll and invoices pay on);
   * asked only when some are not, since only then does it decide.
   */
  anyApproved: boolean;
}

/** Go on, ask first, or refuse, with the counts the message names. */
export type AttendanceGateDecision =
  | { kind: 'pass' }
  | { kind: 'warn' | 'block'; days: number; employees: number };

/**
 * Generation's attendance gate (issue #32 item 2: nothing silent). Payroll and invoices pay
 * approved days only, so an unapproved day is a day not paid: with some unapproved the user
 * is told how many and asked ('warn'); with none approved at all every payslip would be 0,
 * so it is refused ('block'). A month with no attendance rows at all passes: its payslips
 * come out with 0 payable days, which the result table and the list flag.
 */
export function attendanceGate(counts: AttendanceApprovalCounts): AttendanceGateDecision {
  if (counts.unapprovedDays <= 0) return { kind: 'pass' };
  const kind = counts.anyApproved ? 'warn' : 'block';
  return { kind, days: counts.unapprovedDays, employees: counts.unapprovedEmployees };
}
