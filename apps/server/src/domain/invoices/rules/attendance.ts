/**
 * A contract's attendance-based item as attendance reaches it: the days of its site, shift
 * and designation under the contract's allocations, grouped by whether they are approved.
 */
export interface ItemAttendance {
  /** Approved days (final_approved or settled): what the invoice bills. */
  approvedPayableDays: number;
  approvedWorkingMinutes: number;
  /** Days of the item in the month not yet approved: left out, and reported. */
  unapprovedDays: number;
}

/** One group of attendance rows: an item's days in one approval state. */
export interface AttendanceGroup {
  itemKey: string;
  approved: boolean;
  days: number;
  payableDays: number;
  workingMinutes: number;
}

/**
 * Sums attendance groups per item: approved days are billed, unapproved ones only counted
 * (DESIGN §6: an invoice bills approved payable days; issue #16: unapproved days are listed
 * as a warning). An item no attendance reached bills nothing.
 */
export function itemAttendance(
  itemKeys: readonly string[],
  groups: readonly AttendanceGroup[],
): Map<string, ItemAttendance> {
  const totals = new Map<string, ItemAttendance>(
    itemKeys.map((key) => [key, { approvedPayableDays: 0, approvedWorkingMinutes: 0, unapprovedDays: 0 }]),
  );
  for (const group of groups) {
    const total = totals.get(group.itemKey);
    if (!total) continue;
    if (group.approved) {
      // summed in thousandths: payable days are halves and quarters, never binary-exact sums
      total.approvedPayableDays =
        Math.round(total.approvedPayableDays * 1000 + group.payableDays * 1000) / 1000;
      total.approvedWorkingMinutes += group.workingMinutes;
    } else total.unapprovedDays += group.days;
  }
  return totals;
}

/** The unapproved days of a contract's month, for the warning of its generation. */
export const unapprovedDayCount = (totals: ReadonlyMap<string, ItemAttendance>): number =>
  [...totals.values()].reduce((sum, item) => sum + item.unapprovedDays, 0);
