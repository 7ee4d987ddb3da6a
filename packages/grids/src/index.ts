export { AllocationGrid, type AllocationGridProps } from './allocations/AllocationGrid';
export { AllocationScreen, type AllocationScreenProps } from './allocations/AllocationScreen';
export {
  type AllocationEdit,
  type AllocationEdits,
  noAllocationEdits,
  queueAllocationEdit,
} from './allocations/allocation-edits';
export type { AllocationReferences } from './allocations/types';
export {
  type ApprovalAction,
  type ApprovalOutcome,
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
  clockText,
  isValidTimeText,
  minutesToTimeText,
  timeTextToMinutes,
  to24HourTime,
  typeTimeText,
} from './attendance/editor/time-text';
export {
  AttendanceGrid,
  type AttendanceGridHandle,
  type AttendanceGridProps,
} from './attendance/grid/AttendanceGrid';
export { MyAttendanceMonth, type MyAttendanceMonthProps } from './attendance/month/MyAttendanceMonth';
export { payslipInputsLoader } from './attendance/pay/payslip-inputs-loader';
export type { LoadPayslipInputs } from './attendance/pay/use-projected-pay';
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
export {
  DeficitAlert,
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './attendance/screen/ScreenDialogs';
export {
  AttendanceToolbar,
  type AttendanceToolbarProps,
  type BusinessOption,
} from './attendance/toolbar/AttendanceToolbar';
export {
  type AttendancePeriod,
  type DayRange,
  earliestDay,
  type PeriodKind,
  periodOf,
  periodRange,
  rangeDays,
} from './attendance/toolbar/date-range';
export { FilterPanel, type FilterPanelProps } from './attendance/toolbar/FilterPanel';
export { periodLabel } from './attendance/toolbar/period-label';
export {
  approvalNote,
  showsSave,
  type ToolbarFlags,
  toolbarFlags,
} from './attendance/toolbar/toolbar-flags';
export * from './attendance/types';
export { DutyChartGrid, type DutyChartGridProps } from './duty-charts/DutyChartGrid';
export { DutyChartScreen, type DutyChartScreenProps } from './duty-charts/DutyChartScreen';
export {
  addEntry,
  addWeeklyOff,
  noWeekEdits,
  removeEntry,
  removeWeeklyOff,
  type WeekEdits,
  weeklyOffCounts,
} from './duty-charts/week-edits';
export { type GridsMessageKey, gridsMessages, gridsOwnMessages } from './i18n/messages';
export { type GridsTranslate, gridsTranslator } from './i18n/translate';
export { type CalendarView, viewRange } from './leaves/calendar-view';
export { type CalendarEmployee, LeavesCalendar, type LeavesCalendarProps } from './leaves/LeavesCalendar';
export { type LeaveRecord, leavesByDay, leavesParams, loadLeaves } from './leaves/leave-calendar';
export {
  BlockLoader,
  type BlockLoaderOptions,
  blockLoaderDefaults,
  type FetchBlock,
} from './shared/loader/block-loader';
export { noSelection, selectAll, toggleCell } from './shared/selection/selection';
export { phoneScreen, useMediaQuery } from './shared/use-media-query';
