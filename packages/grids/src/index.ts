export {
  type ApprovalAction,
  type ApprovalAction,
  type ApprovalOutcome,
  type ApprovalOutcome,
  approvalTxn,
  approvalTxn,
  runApproval,
  runApproval,
  type SelectedDay,
  type SelectedDay,
  showsAction,
  showsAction,
} from './attendance/approval/approval-flow';
export {
  type PollClock,
  type PollClock,
  pollUntilReloaded,
  pollUntilReloaded,
  type ReloadPollOutcome,
  type ReloadPollOutcome,
  reloadPolling,
  reloadPolling,
} from './attendance/approval/reload-poller';
export { CellEditorPopup, type CellEditorPopupProps } from './attendance/editor/CellEditorPopup';
export { EmployeeSearchSelect } from './attendance/editor/EmployeeSearchSelect';
export { cellEditRefusal, type EditView, editsAnyType } from './attendance/editor/editability';
export { dayLabel, employeeName } from './attendance/editor/labels';
export {
  istClockText,
  isValidTimeText,
  minutesToTimeText,
  signedDurationText,
  timeTextToMinutes,
  to24HourTime,
  typeTimeText,
} from './attendance/editor/time-text';
export {
  type AttendanceFixture,
  type AttendanceFixtureOptions,
  fixtureFetchBlock,
  makeAttendanceFixture,
} from './attendance/testing/fixture';
export {
  AttendanceToolbar,
  AttendanceToolbar,
  type AttendanceToolbarProps,
  type AttendanceToolbarProps,
  type BusinessOption,
  type BusinessOption,
} from './attendance/toolbar/AttendanceToolbar';
export {
  type AttendancePeriod,
  type AttendancePeriod,
  type DayRange,
  type DayRange,
  earliestDay,
  earliestDay,
  istDayKey,
  istDayKey,
  type PeriodKind,
  type PeriodKind,
  periodOf,
  periodOf,
  periodRange,
  periodRange,
  rangeDays,
  rangeDays,
} from './attendance/toolbar/date-range';
export {
  FilterPanel,
  FilterPanel,
  type FilterPanelProps,
  type FilterPanelProps,
} from './attendance/toolbar/FilterPanel';
export {
  type ToolbarFlags,
  type ToolbarFlags,
  toolbarFlags,
  toolbarFlags,
} from './attendance/toolbar/toolbar-flags';
export * from './attendance/types';
export * from './attendance/types';
export { type GridsMessageKey, gridsMessages } from './i18n/messages';
export { type GridsTranslate, gridsTranslator } from './i18n/translate';
