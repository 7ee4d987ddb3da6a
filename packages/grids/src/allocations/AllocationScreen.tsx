import type { TxnClient } from '@muster/folder-engine';
import {
  type AllocationOutcome,
  allocationMessages,
  allocationsEditsTxn,
  allocationsListByEmployeeTxn,
  businessDayKey,
  type ComplianceFinding,
  complianceMessages,
  type EmployeeAllocations,
  type Locale,
  leaveDayText,
} from '@muster/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyFailure } from '../attendance/approval/approval-flow';
import {
  type AttendancePeriod,
  type PeriodKind,
  periodOf,
  periodRange,
  rangeDays,
  stepPeriod,
} from '../attendance/toolbar/date-range';
import { showsSave, toolbarFlags } from '../attendance/toolbar/toolbar-flags';
import type { AttendanceUser, Notify } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { gridsTranslator } from '../i18n/translate';
import { type CellKey, cellKey } from '../shared/cell-key';
import { mayDiscardEdits } from '../shared/confirm-discard';
import type { FetchBlock } from '../shared/loader/block-loader';
import { AllocationEditor } from './AllocationEditor';
import { AllocationGrid } from './AllocationGrid';
import {
  type AllocationEdit,
  type AllocationEdits,
  allocationDay,
  deletionsOf,
  editRefusal,
  marksToSave,
  noAllocationEdits,
  queueAllocationEdit,
  startingEdit,
} from './allocation-edits';
import { type AllocationReferences, allocationEmployeeName } from './types';

export interface AllocationScreenProps {
  client: TxnClient;
  user: AttendanceUser;
  references: AllocationReferences;
  /** The selected business's handle (target_swhandle). */
  swhandle: string;
  locale: Locale;
  notify: Notify;
  /** A loading notice until the returned function is called ('Updating allocations...'). */
  loading: (message: string) => () => void;
  /** Whether edits are queued (the route guard asks before leaving, spec 001 §2). */
  onUnsavedChange?: (unsaved: boolean) => void;
  today?: string;
}

const noSelection: ReadonlySet<CellKey> = new Set();

/** The outcomes as notices: each spec message with its count, a failure as a warning. */
function notifyOutcomes(
  outcomes: readonly AllocationOutcome[],
  notify: Notify,
  t: ReturnType<typeof gridsTranslator>,
) {
  for (const { message, count } of outcomes) {
    const failed = message === allocationMessages.notMarked || message === allocationMessages.deletionFailed;
    notify(failed ? 'warning' : 'success', t(message as GridsMessageKey, { count }));
  }
}

/** The contractor's licence findings the save ran into (issue #33 item 1): the days are kept, each finding a warning. */
function notifyLicence(
  findings: readonly ComplianceFinding[],
  notify: Notify,
  t: ReturnType<typeof gridsTranslator>,
) {
  for (const finding of findings)
    notify('warning', t(complianceMessages[finding.kind] as GridsMessageKey, finding.params));
}

/**
 * The /allocations screen (spec 001 §2 "Allocation grid"): the week (Monday to Sunday) or
 * month switcher, the contract new allocations go to, Deselect all, Delete Cell (approvers)
 * and Save (Alt+S), over the allocation grid and its four-dropdown editor.
 */
export function AllocationScreen(props: AllocationScreenProps) {
  const { client, user, references, swhandle, locale, notify, loading } = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const today = props.today ?? businessDayKey(Date.now(), references.timeZone);
  const [period, setPeriod] = useState<AttendancePeriod>(() => periodOf('week', today));
  const days = useMemo(() => rangeDays(periodRange(period)), [period]);
  const [contractId, setContractId] = useState<string | null>(references.contracts[0]?.id ?? null);
  const [selection, setSelection] = useState<ReadonlySet<CellKey>>(noSelection);
  const [edits, setEditsState] = useState<AllocationEdits>(noAllocationEdits);
  const [reloadToken, setReloadToken] = useState(0);
  const [editing, setEditing] = useState<{ edit: AllocationEdit; name: string } | null>(null);
  const loaded = useRef(new Map<string, EmployeeAllocations>());
  const unsaved = useRef(props.onUnsavedChange);
  unsaved.current = props.onUnsavedChange;
  const setEdits = useCallback((update: (current: AllocationEdits) => AllocationEdits) => {
    setEditsState((current) => {
      const next = update(current);
      unsaved.current?.(next.size > 0);
      return next;
    });
  }, []);

  const range = useMemo(() => periodRange(period), [period]);
  const query = useMemo(() => ({ ...range, swhandle }), [range, swhandle]);
  const fetchBlock = useCallback<FetchBlock<EmployeeAllocations>>(
    async (offset, limit) => {
      const result = await client.call(
        allocationsListByEmployeeTxn,
        { from: query.from, to: query.to, offset, limit },
        { target_swhandle: query.swhandle },
      );
      for (const row of result.records) loaded.current.set(row.id, row);
      return { records: result.records, rowCount: result.rowCount ?? result.records.length };
    },
    [client, query],
  );

  const onEditCell = (employee: EmployeeAllocations, day: string) => {
    const refusal = editRefusal(allocationDay(employee, day), contractId);
    if (refusal || !contractId) {
      notify('warning', t((refusal ?? allocationMessages.selectContract) as GridsMessageKey));
      return;
    }
    const queued = edits.get(cellKey({ employeeId: employee.id, date: day }));
    setEditing({
      edit: startingEdit(employee, day, contractId, queued),
      name: allocationEmployeeName(employee, locale),
    });
  };

  const fail = (error: unknown) => notifyFailure(notify, error, (message) => t(message as GridsMessageKey));

  const save = async () => {
    const { marks, incomplete } = marksToSave(edits);
    if (incomplete) notify('error', t(allocationMessages.enterAllValues));
    if (!marks.length) {
      if (!incomplete) notify('info', t('Nothing to save'));
      return;
    }
    const done = loading(t(allocationMessages.updating));
    try {
      const result = await client.call(
        allocationsEditsTxn,
        { create: marks, no_response: true },
        { target_swhandle: swhandle },
      );
      notifyOutcomes(result.data.outcomes ?? [], notify, t);
      notifyLicence(result.data.compliance ?? [], notify, t);
      const saved = new Set(marks.map((mark) => cellKey({ employeeId: mark.employees_id, date: mark.day })));
      setEdits((current) => new Map([...current].filter(([key]) => !saved.has(key))));
      setReloadToken((token) => token + 1);
    } catch (error) {
      fail(error);
    } finally {
      done();
    }
  };

  const deleteCells = async () => {
    const selected: { employee: EmployeeAllocations; day: string }[] = [];
    for (const key of selection) {
      const [employeeId, day] = key.split('|');
      const employee = employeeId ? loaded.current.get(employeeId) : undefined;
      if (employee && day) selected.push({ employee, day });
    }
    const outcome = deletionsOf(selected);
    if ('refusal' in outcome) {
      notify('warning', t(outcome.refusal as GridsMessageKey));
      return;
    }
    const done = loading(t(allocationMessages.deleting));
    try {
      const result = await client.call(
        allocationsEditsTxn,
        { delete: outcome.deletions, no_response: true },
        { target_swhandle: swhandle },
      );
      notifyOutcomes(result.data.outcomes ?? [], notify, t);
      setSelection(noSelection);
      setReloadToken((token) => token + 1);
    } catch (error) {
      fail(error);
    } finally {
      done();
    }
  };

  // Alt+S saves wherever the focus is, the closed editor's (the body) included (spec 001 §2 "Keyboard")
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key.toLowerCase() !== 's' && event.code !== 'KeyS') return;
      event.preventDefault();
      void latestSave.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const approver = user.isAdmin || user.isAO;
  // Another period or contract shows other cells: queued edits would be saved unseen, so
  // they go, but only once the user agrees.
  const moveOn = (change: () => void) => {
    if (!mayDiscardEdits(edits.size > 0, t)) return;
    if (edits.size > 0) setEdits(() => noAllocationEdits);
    change();
  };
  const switchKind = (kind: PeriodKind) => moveOn(() => setPeriod(periodOf(kind, today)));
  return (
    <div className="muster-grids muster-engine mg-alloc-screen">
      <div className="mg-toolbar" role="toolbar" aria-label={t('Allocation grid')}>
        <select
          aria-label={t('Period')}
          className="me-input"
          value={period.kind}
          onChange={(event) => switchKind(event.target.value as PeriodKind)}
        >
          <option value="week">{t('Week')}</option>
          <option value="month">{t('Month')}</option>
        </select>
        <button
          type="button"
          className="me-button"
          onClick={() => moveOn(() => setPeriod((current) => stepPeriod(current, -1)))}
        >
          {t(period.kind === 'week' ? 'Previous week' : 'Previous month')}
        </button>
        <span className="mg-period">
          {/* dd/MM/yyyy as every other date on screen (#19 item 4), not the period's keys */}
          {leaveDayText(range.from)} – {leaveDayText(range.to)}
        </span>
        <button
          type="button"
          className="me-button"
          onClick={() => moveOn(() => setPeriod((current) => stepPeriod(current, 1)))}
        >
          {t(period.kind === 'week' ? 'Next week' : 'Next month')}
        </button>
        <select
          aria-label={t('Contract')}
          className="me-input"
          value={contractId ?? ''}
          onChange={(event) => {
            const next = event.target.value || null;
            moveOn(() => setContractId(next));
          }}
        >
          <option value="">{t('Contract')}</option>
          {references.contracts.map((contract) => (
            <option key={contract.id} value={contract.id}>
              {contract.label}
            </option>
          ))}
        </select>
        <button type="button" className="me-button" onClick={() => setSelection(noSelection)}>
          {t('Deselect all')}
        </button>
        {approver && (
          <button type="button" className="me-button" onClick={() => void deleteCells()}>
            {t('Delete Cell')}
          </button>
        )}
        {showsSave(toolbarFlags(user), edits.size) && (
          <button type="button" className="me-button me-button-primary" onClick={() => void save()}>
            {t('Save')}
          </button>
        )}
      </div>
      <AllocationGrid
        query={query}
        fetchBlock={fetchBlock}
        days={days}
        references={references}
        locale={locale}
        contractId={contractId}
        selection={selection}
        onSelectionChange={setSelection}
        edits={edits}
        onQueueEdit={(edit) => setEdits((current) => queueAllocationEdit(current, edit))}
        onEditCell={onEditCell}
        notify={notify}
        reloadToken={reloadToken}
        view={period.kind}
        onLoadError={fail}
      />
      <AllocationEditor
        edit={editing?.edit ?? null}
        employeeName={editing?.name ?? ''}
        references={references}
        locale={locale}
        onClose={() => setEditing(null)}
        onDone={(edit) => {
          setEdits((current) => queueAllocationEdit(current, edit));
          setEditing(null);
        }}
      />
    </div>
  );
}
