export {
  payableDays,
  type SummaryDay,
  type SummaryGroup,
  summariseGroups,
  summariseMonth,
} from '@muster/protocol';
export {
  assignPunchesToDays,
  dutyExtensionMinutes,
  punchWindowOpens,
} from './assign-punches.js';
export {
  type AttendancePolicy,
  defaultAttendancePolicy,
  type HolidayWork,
  type LeavesCountFrom,
  leaveCounts,
} from './attendance-policy.js';
export { computeDay } from './compute-day.js';
export { addDays, dayKeysBetween, earlierDay, istDayKey, istDayStart, istWeekday } from './ist-day.js';
export {
  defaultPunchMergeMinutes,
  mergeTaps,
  type PunchMergeSetting,
  punchMergeMinutesOn,
} from './merge-punches.js';
export * from './types.js';
