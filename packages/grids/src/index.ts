export {
  type ApprovalAction,
  type ApprovalOutcome,
  approvalTxn,
  runApproval,
  type SelectedDay,
  showsAction,
} from './attendance/approval/approval-flow';
export {
  type PollClock,
  pollUntilReloaded,
  type ReloadPollOutcome,
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
  AttendanceGrid,
  type AttendanceGridHandle,
  type AttendanceGridProps,
} from './attendance/grid/AttendanceGrid';
export { BlockLoader, type BlockLoaderOptions, blockLoaderDefaults } from './attendance/loader/block-loader';
export {
  listEdits,
  noPendingEdits,
  type PendingEdits,
  pendingEditOf,
  queueEdit,
  removeEdit,
} from './attendance/pending-edits';
export { RegisterView, type RegisterViewProps } from './attendance/register/RegisterView';
export {
  AttendanceScreen,
  type AttendanceScreenHandle,
  type AttendanceScreenProps,
} from './attendance/screen/AttendanceScreen';
export { type FixtureClient, fixtureTxnClient } from './attendance/screen/fixture-client';
export {
  DeficitAlert,
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './attendance/screen/ScreenDialogs';
export { noSelection, selectAll, toggleCell } from './attendance/selection/selection';
export {
  type AttendanceFixture,
  type AttendanceFixtureOptions,
  fixtureFetchBlock,
  fixtureOfficer,
  makeAttendanceFixture,
} from './attendance/testing/fixture';
export {
  AttendanceToolbar,
  type AttendanceToolbarProps,
  type BusinessOption,
} from './attendance/toolbar/AttendanceToolbar';
export {
  type AttendancePeriod,
  type DayRange,
  earliestDay,
  istDayKey,
  type PeriodKind,
  periodOf,
  periodRange,
  rangeDays,
} from './attendance/toolbar/date-range';
export { FilterPanel, type FilterPanelProps } from './attendance/toolbar/FilterPanel';
export { type ToolbarFlags, toolbarFlags } from './attendance/toolbar/toolbar-flags';
export * from './attendance/types';
export { type GridsMessageKey, gridsMessages } from './i18n/messages';
export { type GridsTranslate, gridsTranslator } from './i18n/translate';
export { type FixtureLeave, fixtureLeave, fixtureLeavesClient } from './leaves/fixture-leaves';
export { type CalendarEmployee, LeavesCalendar, type LeavesCalendarProps } from './leaves/LeavesCalendar';
export { applyValues, type LeaveRecord, leavesByDay, leavesListTxn, monthOf } from './leaves/leave-calendar';
