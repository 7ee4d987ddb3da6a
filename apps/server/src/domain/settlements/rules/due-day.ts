import { addDays, weekdayOf } from '@muster/protocol';

/**
 * The day a leaver's wages fall due: the leaving day, then `workingDays` working days
 * after it (Code on Wages 2019 s. 17(2): "within two working days of his removal,
 * dismissal, retrenchment or resignation"; the Payment of Wages Act s. 5(2) before it said
 * the same). A working day is one that is neither the business's weekly off (`weeklyOffs`,
 * Monday 0 … Sunday 6, protocol's `weekdayOf`) nor one of its `holidays`.
 */
export function settlementDueDay(
  leavingDay: string,
  workingDays: number,
  weeklyOffs: readonly number[],
  holidays: readonly string[],
): string {
  const closed = new Set(holidays);
  let day = leavingDay;
  let counted = 0;
  while (counted < workingDays) {
    day = addDays(day, 1);
    if (!weeklyOffs.includes(weekdayOf(day)) && !closed.has(day)) counted += 1;
  }
  return day;
}
