import { DayInput, type TxnClient } from '@muster/folder-engine';
import {
  businessDayKey,
  type DutyChartPerson,
  type DutyChartWeek,
  dutyChartsSaveTxn,
  dutyChartsWeekTxn,
  folderWriteTxn,
  type Locale,
} from '@muster/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addDays, weekdayOf } from '../attendance/toolbar/date-range';
import type { AttendanceUser, Notify, ReferenceOption, SubsectionOption } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { gridsTranslator } from '../i18n/translate';
import { mayDiscardEdits } from '../shared/confirm-discard';
import { isWholeDay } from '../shared/whole-day';
import { DutyChartGrid } from './DutyChartGrid';
import { newProgramDraft, type ProgramDraft, programDraft, programPatchRow } from './program-draft';
import {
  addEntry,
  addWeeklyOff,
  hasWeekEdits,
  noWeekEdits,
  removeEntry,
  removeWeeklyOff,
  saveRequest,
  type WeekEdits,
  weeklyOffCounts,
} from './week-edits';

export interface DutyChartScreenProps {
  client: TxnClient;
  user: AttendanceUser;
  /** Employees the pickers offer (and the Employee filter). */
  employees: readonly DutyChartPerson[];
  departments: readonly ReferenceOption[];
  subsections: readonly SubsectionOption[];
  swhandle: string;
  locale: Locale;
  notify: Notify;
  /** Whether edits are queued (the host's route guard asks before leaving, spec 001 §2). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /**
   * The business's time zone (its `time_zone`, as `AttendanceReferences.timeZone`): today's
   * week is the week of today there (protocol README, 'The business's calendar').
   */
  timeZone: string;
  /** Today's day in `timeZone`; the clock's by default. */
  today?: string;
}

/**
 * The filters as sent: a subsection outside the chosen department is dropped, as the
 * Subsection list no longer offers it and both together would match no program.
 */
function narrowFilters<F extends { department: string; subsection: string }>(
  filters: F,
  subsections: readonly SubsectionOption[],
): F {
  const chosen = subsections.find((option) => option.id === filters.subsection);
  return filters.department && chosen && chosen.departmentId !== filters.department
    ? { ...filters, subsection: '' }
    : filters;
}

/**
 * The /duty-charts screen (spec 001 §2 "Duty-charts grid"): the week picker, the Employee,
 * Department and Subsection filters, Save and '+' (a program with name, code and time
 * slot), the grid, and the side summary 'Monthly Weekly Off Count'.
 */
export function DutyChartScreen(props: DutyChartScreenProps) {
  const { client, user, employees, departments, subsections, swhandle, locale, notify } = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const today = props.today ?? businessDayKey(Date.now(), props.timeZone);
  const [monday, setMonday] = useState(() => addDays(today, -weekdayOf(today)));
  const [filters, setFilters] = useState<{ employee: string; department: string; subsection: string }>({
    employee: '',
    department: '',
    subsection: '',
  });
  const [week, setWeek] = useState<DutyChartWeek | null>(null);
  const [edits, setEdits] = useState<WeekEdits>(noWeekEdits);
  const [draft, setDraft] = useState<ProgramDraft | null>(null);
  const editable = user.isAdmin || user.isDCO;
  const unsaved = hasWeekEdits(edits);
  const onUnsavedChange = useRef(props.onUnsavedChange);
  onUnsavedChange.current = props.onUnsavedChange;
  useEffect(() => onUnsavedChange.current?.(unsaved), [unsaved]);
  // Another week or filter reloads the chart and drops the queued edits (load below): ask first.
  const moveOn = (change: () => void) => {
    if (mayDiscardEdits(unsaved, t)) change();
  };
  const fail = useCallback(
    (error: unknown) =>
      notify(
        'error',
        t('An error occurred: {{message}}', {
          message: t((error instanceof Error ? error.message : String(error)) as GridsMessageKey),
        }),
      ),
    [notify, t],
  );

  const load = useCallback(async () => {
    try {
      const result = await client.call(
        dutyChartsWeekTxn,
        {
          week: monday,
          filters: {
            ...(filters.employee && { employees_id: [filters.employee] }),
            ...(filters.department && { departments_id: [filters.department] }),
            ...(filters.subsection && { subsections_id: [filters.subsection] }),
          },
        },
        { target_swhandle: swhandle },
      );
      setWeek(result.records[0] ?? null);
      setEdits(noWeekEdits);
    } catch (error) {
      fail(error);
    }
  }, [client, monday, filters, swhandle, fail]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    if (!hasWeekEdits(edits)) {
      notify('info', t('Nothing to save'));
      return;
    }
    try {
      await client.call(dutyChartsSaveTxn, saveRequest(edits), { target_swhandle: swhandle });
      await load();
    } catch (error) {
      // spec 001 §4: on an error the add/remove flags are reset
      setEdits(noWeekEdits);
      fail(error);
    }
  };

  const saveProgram = async () => {
    if (!draft) return;
    const row = programPatchRow(draft, subsections);
    if (!row) {
      notify('error', t('enter all values'));
      return;
    }
    try {
      await client.call(
        folderWriteTxn('tasks', row.op),
        { baseFolder: 'tasks', rows: [row] },
        { target_swhandle: swhandle },
      );
      setDraft(null);
      await load();
    } catch (error) {
      fail(error);
    }
  };

  const shownSubsections = subsections.filter(
    (option) => !filters.department || option.departmentId === filters.department,
  );
  const counts = week ? weeklyOffCounts(week, edits) : [];
  const filterSelect = (
    key: keyof typeof filters,
    label: GridsMessageKey,
    options: readonly ReferenceOption[],
  ) => (
    <select
      aria-label={t(label)}
      className="me-input"
      value={filters[key]}
      onChange={(event) => {
        const value = event.target.value;
        moveOn(() => setFilters((current) => narrowFilters({ ...current, [key]: value }, subsections)));
      }}
    >
      <option value="">{t(label)}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <div className="muster-grids muster-engine mg-duty">
      <div>
        <div className="mg-toolbar" role="toolbar" aria-label={t('Duty charts')}>
          <button
            type="button"
            className="me-button"
            onClick={() => moveOn(() => setMonday((day) => addDays(day, -7)))}
          >
            {t('Previous week')}
          </button>
          <DayInput
            aria-label={t('Week')}
            locale={locale}
            value={monday}
            onChange={(day) => {
              if (isWholeDay(day)) moveOn(() => setMonday(addDays(day, -weekdayOf(day))));
            }}
          />
          <button
            type="button"
            className="me-button"
            onClick={() => moveOn(() => setMonday((day) => addDays(day, 7)))}
          >
            {t('Next week')}
          </button>
          {filterSelect(
            'employee',
            'Employee',
            employees.map((person) => ({
              id: person.employees_id,
              code: person.code,
              label: `${person.code} ${person.name}`,
            })),
          )}
          {filterSelect('department', 'Department', departments)}
          {filterSelect('subsection', 'Subsection', shownSubsections)}
          {editable && (
            <button type="button" className="me-button me-button-primary" onClick={() => void save()}>
              {t('Save')}
            </button>
          )}
          {editable && (
            <button
              type="button"
              className="me-button"
              aria-label={t('Add a program')}
              onClick={() => setDraft(newProgramDraft(shownSubsections[0]?.id ?? ''))}
            >
              +
            </button>
          )}
        </div>
        {draft && (
          <form
            className="mg-toolbar"
            aria-label={t(draft.id ? 'Edit program' : 'Add a program')}
            onSubmit={(event) => {
              event.preventDefault();
              void saveProgram();
            }}
          >
            <input
              className="me-input"
              aria-label={t('Name')}
              placeholder={t('Name')}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
            <input
              className="me-input"
              aria-label={t('Code')}
              placeholder={t('Code')}
              value={draft.code}
              onChange={(event) => setDraft({ ...draft, code: event.target.value })}
            />
            <input
              className="me-input"
              aria-label={`${t('Time slot')} 1`}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <input
              className="me-input"
              aria-label={`${t('Time slot')} 2`}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <select
              className="me-input"
              aria-label={t('Subsection')}
              value={draft.subsectionId}
              onChange={(event) => setDraft({ ...draft, subsectionId: event.target.value })}
            >
              {subsections.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <button type="submit" className="me-button me-button-primary">
              {t('Save program')}
            </button>
          </form>
        )}
        {week && (
          <DutyChartGrid
            week={week}
            edits={edits}
            employees={employees}
            editable={editable}
            locale={locale}
            onAdd={(program, day, person) => setEdits((current) => addEntry(current, program, day, person))}
            onRemove={(program, day, id) => setEdits((current) => removeEntry(current, program, day, id))}
            onAddWeeklyOff={(day, person) => setEdits((current) => addWeeklyOff(current, day, person))}
            onRemoveWeeklyOff={(day, entry) => setEdits((current) => removeWeeklyOff(current, day, entry))}
            onEditProgram={(program) => setDraft(programDraft(program))}
          />
        )}
      </div>
      <aside className="mg-duty-summary" aria-label={t('Monthly Weekly Off Count')}>
        <h2>{t('Monthly Weekly Off Count')}</h2>
        <table>
          <thead>
            <tr>
              <th>{t('Name')}</th>
              <th>{t('Code')}</th>
              <th>{t('Count')}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.employees_id}>
                <td>{row.name}</td>
                <td>{row.code}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </aside>
    </div>
  );
}
