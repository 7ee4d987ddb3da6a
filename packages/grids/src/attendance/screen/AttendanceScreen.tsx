import type { TxnClient } from '@muster/folder-engine';
import {
  type AttendanceListFilters,
  attendanceEditsCreateTxn,
  attendanceEditsMarkTxn,
  businessDayKey,
  type EmployeeAttendance,
  type Locale,
} from '@muster/protocol';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { gridsTranslator } from '../../i18n/translate';
import {
  type ApprovalAction,
  approvedDeficitMinutes,
  failureMessage,
  rowsShowAction,
  runApproval,
  type ShowLoading,
  serverText,
} from '../approval/approval-flow';
import { pollUntilReloaded, type ReloadPoll } from '../approval/reload-poller';
import { CellEditorPopup } from '../editor/CellEditorPopup';
import type { EditView } from '../editor/editability';
import { employeeName } from '../editor/labels';
import { AttendanceGrid, type AttendanceGridHandle } from '../grid/AttendanceGrid';
import { payslipInputsLoader, payslipsInputsLoader } from '../pay/payslip-inputs-loader';
import { listEdits, noPendingEdits, type PendingEdits, pendingEditOf, queueEdit } from '../pending-edits';
import { RegisterView, type RegisterViewProps } from '../register/RegisterView';
import { AttendanceToolbar, type BusinessOption } from '../toolbar/AttendanceToolbar';
import { type AttendancePeriod, periodOf, periodRange, rangeDays } from '../toolbar/date-range';
import { FilterPanel } from '../toolbar/FilterPanel';
import { toolbarFlags } from '../toolbar/toolbar-flags';
import {
  type AttendanceQuery,
  type AttendanceReferences,
  type AttendanceUser,
  type CellKey,
  cellKey,
  type EditorRequest,
  type EmployeeOption,
  type Notify,
  type PendingEdit,
} from '../types';
import { attendanceEmployeeSearch, attendanceFetcher, countingInFlight } from './attendance-list';
import { useBusinessState } from './business-state';
import { DeficitAlert } from './ScreenDialogs';
import { sendEdits, withoutSent } from './save-edits';
import { newRowDate, selectedDays, selectedEmployees, withoutRows } from './selected-days';

/** What the host's route guard asks of the screen. */
export interface AttendanceScreenHandle {
  hasUnsavedChanges(): boolean;
  /** Sends the queued edits; true when nothing is left unsaved. */
  save(): Promise<boolean>;
  /** Drops the queued edits. */
  discard(): void;
}

export interface AttendanceScreenProps {
  client: TxnClient;
  user: AttendanceUser;
  references: AttendanceReferences;
  businesses: readonly BusinessOption[];
  /** The selected business's id; its handle goes as `target_swhandle`. */
  selectedBusiness: string;
  onBusinessChange: (businessId: string) => void;
  locale: Locale;
  notify: Notify;
  /** A loading notice until the returned function runs; defaults to an info notice. */
  loading?: ShowLoading;
  /** Told whenever unsaved edits appear or go (the host's route guard). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Today's IST day; the clock's by default (stories and tests fix it). */
  today?: string;
  /** The register view's 'Leaves calendar' button for the shown employee (the host opens the calendar tab). */
  onOpenLeaveCalendar?: RegisterViewProps['onOpenLeaveCalendar'];
  ref?: Ref<AttendanceScreenHandle>;
}

const emptyFilters: AttendanceListFilters = {};

/**
 * The attendance screen (spec 001 §2): toolbar, filter panel, grid, cell editor and the
 * approval, save and reload flows. It holds the query, the selection and the queued edits.
 */
export function AttendanceScreen(props: AttendanceScreenProps) {
  const { client, user, references, businesses, selectedBusiness, locale, notify, ref } = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const today = props.today ?? businessDayKey(Date.now(), references.timeZone);
  const loading = useMemo<ShowLoading>(
    () =>
      props.loading ??
      ((message) => {
        notify('info', message);
        return () => {};
      }),
    [props.loading, notify],
  );
  const flags = toolbarFlags(user);
  const swhandle = businesses.find((business) => business.id === selectedBusiness)?.swhandle ?? '';

  const [period, setPeriod] = useState<AttendancePeriod>(() => periodOf('month', today));
  // the filters name the business's own sites, shifts, …: another business starts unfiltered
  const [filters, setFilters] = useBusinessState<AttendanceListFilters>(swhandle, emptyFilters);
  const [search, setSearch] = useState('');
  const [orderBy, setOrderBy] = useState<AttendanceQuery['orderBy']>('code');
  const [showInOut, setShowInOut] = useState(false);
  const [showProjectedGross, setShowProjectedGross] = useState(false);
  const [selection, setSelection] = useState<ReadonlySet<CellKey>>(() => new Set());
  const [pending, setPending] = useState<PendingEdits>(noPendingEdits);
  const [editor, setEditor] = useState<EditorRequest | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const [busy, setBusy] = useState(false);
  const [deficit, setDeficit] = useState<number | null>(null);
  const [editorView, setEditorView] = useState<EditView>('grid');
  /** The register view's employees (the grid's loaded rows, in its order) and where it opened. */
  const [register, setRegister] = useBusinessState<{ employees: EmployeeOption[]; offset: number } | null>(
    swhandle,
    null,
  );

  const range = useMemo(() => periodRange(period), [period]);
  const days = useMemo(() => rangeDays(range), [range]);
  const query = useMemo<AttendanceQuery>(
    () => ({ business: swhandle, from: range.from, to: range.to, filters, search, orderBy }),
    [swhandle, range, filters, search, orderBy],
  );
  // Requests under way: the 3 s refresh after an approval must not drop a reload still answering.
  const loadsInFlight = useRef(0);
  // live pay in the register view, for those who read the employees' payslips (admin, HR)
  const readsPay = user.isAdmin || user.isHR;
  const loadPayslipInputs = useMemo(
    () => (readsPay ? payslipInputsLoader(client, swhandle) : undefined),
    [client, swhandle, readsPay],
  );
  // and in the grid's totals column, for a month, when asked for: the page's inputs in one call
  const grossOffered = readsPay && period.kind === 'month';
  const loadPayslipsInputs = useMemo(
    () => (grossOffered && showProjectedGross ? payslipsInputsLoader(client, swhandle) : undefined),
    [client, swhandle, grossOffered, showProjectedGross],
  );
  const fetchBlock = useMemo(
    () => countingInFlight(attendanceFetcher(client, query, swhandle), loadsInFlight),
    [client, query, swhandle],
  );
  const searchEmployees = useMemo(
    () => attendanceEmployeeSearch(client, query, swhandle, locale),
    [client, query, swhandle, locale],
  );

  const grid = useRef<AttendanceGridHandle>(null);
  const poll = useRef<ReloadPoll | null>(null);
  useEffect(() => () => poll.current?.cancel(), []);
  const reload = useCallback(() => setReloadToken((token) => token + 1), []);

  // A new range, business or filter shows other cells: the old selection means nothing there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query and business are what change the cells
  useEffect(() => setSelection(new Set()), [query, swhandle]);

  const unsaved = pending.size > 0;
  const onUnsavedChange = useRef(props.onUnsavedChange);
  onUnsavedChange.current = props.onUnsavedChange;
  useEffect(() => onUnsavedChange.current?.(unsaved), [unsaved]);

  const notices = useMemo(() => ({ notify, loading, t }), [notify, loading, t]);

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const save = useCallback(async (): Promise<boolean> => {
    const sent = listEdits(pendingRef.current);
    setBusy(true);
    const { outcome, stored } = await sendEdits(client, attendanceEditsMarkTxn, sent, swhandle, notices);
    setBusy(false);
    if (stored.length) {
      setPending((queue) => withoutSent(queue, stored));
      reload();
    }
    return outcome !== 'failed';
  }, [client, swhandle, notices, reload]);

  useImperativeHandle(
    ref,
    () => ({
      hasUnsavedChanges: () => pendingRef.current.size > 0,
      save,
      discard: () => setPending(noPendingEdits),
    }),
    [save],
  );

  const approve = async (action: ApprovalAction) => {
    const chosen = selectedDays(grid.current?.loadedRows() ?? [], selection);
    if (!chosen.length) {
      notify('warning', t(action.kind === 'reject' ? 'No cells to reject' : 'No cells to approve'));
      return;
    }
    poll.current?.cancel();
    setBusy(true);
    const outcome = await runApproval(client, action, chosen, swhandle, notices);
    setBusy(false);
    if (!outcome.ok) return;
    const shortfall = approvedDeficitMinutes(chosen, action);
    if (shortfall < 0) setDeficit(shortfall);
    reload();
    const current = pollUntilReloaded({
      check: () => rowsShowAction(grid.current?.loadedRows() ?? [], chosen, action),
      refresh: () => {
        if (loadsInFlight.current === 0) reload();
      },
    });
    poll.current = current;
    const result = await current.done;
    if (result === 'settled') setSelection(new Set());
    else if (result === 'timedOut') notify('error', t('Data reload timed out'));
  };

  const onEditorSave = (edit: PendingEdit, request: EditorRequest) => {
    if (!('newRow' in request)) {
      setPending((queue) => queueEdit(queue, edit));
      return;
    }
    // A new row has no grid row to hold it until Save: it is created at once.
    setBusy(true);
    void sendEdits(client, attendanceEditsCreateTxn, [edit], swhandle, notices).then(({ outcome }) => {
      setBusy(false);
      if (outcome === 'saved') reload();
    });
  };

  const addRow = () => {
    if (!flags.editsRows) return;
    setEditorView('grid');
    setEditor({ newRow: true, date: newRowDate(selection, range, today) });
  };

  const openRegister = (employee: EmployeeAttendance) => {
    const rows = grid.current?.loadedRows() ?? [employee];
    setRegister({
      employees: rows.map((row) => ({ id: row.id, code: row.code, name: employeeName(row, locale) })),
      offset: Math.max(
        0,
        rows.findIndex((row) => row.id === employee.id),
      ),
    });
  };

  // Alt+S and Alt+I from the toolbar or filters too (the grid handles its own and marks them).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 's' || event.code === 'KeyS') {
      event.preventDefault();
      void save();
    } else if (key === 'i' || event.code === 'KeyI') {
      event.preventDefault();
      addRow();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the screen's shortcuts (spec 001 §2 "Keyboard") bubble here from its controls
    <div className="muster-grids mga-screen" onKeyDown={onKeyDown}>
      <AttendanceToolbar
        t={t}
        locale={locale}
        today={today}
        period={period}
        onPeriodChange={setPeriod}
        businesses={businesses}
        selectedBusiness={selectedBusiness}
        onBusinessChange={props.onBusinessChange}
        showInOut={register ? null : showInOut}
        onShowInOutChange={setShowInOut}
        showProjectedGross={register || !grossOffered ? null : showProjectedGross}
        onShowProjectedGrossChange={setShowProjectedGross}
        flags={flags}
        selectedCount={selection.size}
        pendingCount={pending.size}
        busy={busy}
        onAddRow={addRow}
        onRemoveRow={() => setPending((queue) => withoutRows(queue, selectedEmployees(selection)))}
        onDeselectAll={() => setSelection(new Set())}
        onApprove={() => void approve({ kind: 'approve', status: 'final_approved' })}
        onReject={() => void approve({ kind: 'reject' })}
        onSettle={() => void approve({ kind: 'approve', status: 'settled' })}
        onSave={() => void save()}
      />
      <FilterPanel
        key={swhandle}
        t={t}
        references={references}
        approves={flags.approves}
        onFiltersChange={setFilters}
      />
      {register && (
        <RegisterView
          fetchBlock={fetchBlock}
          initialOffset={register.offset}
          from={range.from}
          to={range.to}
          employees={register.employees}
          references={references}
          user={user}
          locale={locale}
          today={today}
          onEditCell={(request) => {
            setEditorView('register');
            setEditor(request);
          }}
          onClose={() => setRegister(null)}
          notify={notify}
          pendingEditOf={(cell) => pendingEditOf(pending, cellKey(cell))}
          reloadToken={reloadToken}
          onOpenLeaveCalendar={props.onOpenLeaveCalendar}
          loadPayslipInputs={loadPayslipInputs}
        />
      )}
      {/* The grid stays mounted under the register view, keeping its rows, scroll and selection. */}
      <div className="mga-grid-slot" hidden={register !== null}>
        <AttendanceGrid
          ref={grid}
          query={query}
          fetchBlock={fetchBlock}
          days={days}
          references={references}
          user={user}
          locale={locale}
          showInOut={showInOut}
          loadPayslipsInputs={loadPayslipsInputs}
          selection={selection}
          onSelectionChange={setSelection}
          pendingEdits={pending}
          onQueueEdit={(edit) => setPending((queue) => queueEdit(queue, edit))}
          onEditCell={(request) => {
            setEditorView('grid');
            setEditor(request);
          }}
          onOpenRegister={openRegister}
          onSearchChange={setSearch}
          onOrderByChange={setOrderBy}
          onAddRow={addRow}
          onSave={() => void save()}
          notify={notify}
          onLoadError={(error) => notify('error', serverText(t, failureMessage(error)))}
          reloadToken={reloadToken}
          today={today}
        />
      </div>
      <CellEditorPopup
        request={editor}
        references={references}
        user={user}
        locale={locale}
        today={today}
        onSave={onEditorSave}
        onClose={() => setEditor(null)}
        notify={notify}
        searchEmployees={searchEmployees}
        view={editorView}
        punchRequests={{ client, swhandle, onSent: reload }}
      />
      <DeficitAlert minutes={deficit} locale={locale} onClose={() => setDeficit(null)} />
    </div>
  );
}
