import type {
  DutyChartLeave,
  DutyChartPerson,
  DutyChartProgram,
  DutyChartsSaveRequest,
  DutyChartWeek,
} from '@muster/protocol';

/** An employee entry of a cell as held on the client (spec 001 §3 "Edits held on the client"). */
export interface HeldEntry {
  person: DutyChartPerson;
  toAdd: boolean;
  toRemove: boolean;
}

/** A changed cell: create (no chart yet) or update (spec 001 §4 "Duty-chart cell"). */
export interface HeldCell {
  op: 'create' | 'update';
  duty_chart_id: string | null;
  tasks_id: string;
  date: string;
  changed: boolean;
  entries: HeldEntry[];
}

/** What the screen holds until Save: changed cells and the Weekly Off row's changes. */
export interface WeekEdits {
  cells: ReadonlyMap<string, HeldCell>;
  /** New weekly offs by `employeeId|day`. */
  addedOffs: ReadonlyMap<string, { person: DutyChartPerson; date: string }>;
  /** Saved weekly offs (their leaves) to delete. */
  removedOffs: ReadonlySet<string>;
}

export const noWeekEdits: WeekEdits = { cells: new Map(), addedOffs: new Map(), removedOffs: new Set() };

export const cellId = (taskId: string, day: string) => `${taskId}|${day}`;

/** A cell as edited: its stored entries with their flags, or the held state. */
function heldCell(edits: WeekEdits, program: DutyChartProgram, day: string): HeldCell {
  const held = edits.cells.get(cellId(program.id, day));
  if (held) return held;
  const stored = program.cells[day];
  return {
    op: stored?.duty_chart_id ? 'update' : 'create',
    duty_chart_id: stored?.duty_chart_id ?? null,
    tasks_id: program.id,
    date: day,
    changed: false,
    entries: (stored?.employees ?? []).map((person) => ({ person, toAdd: false, toRemove: false })),
  };
}

const withCell = (edits: WeekEdits, cell: HeldCell): WeekEdits => ({
  ...edits,
  cells: new Map(edits.cells).set(cellId(cell.tasks_id, cell.date), { ...cell, changed: true }),
});

/** Who a cell shows: saved entries not marked toRemove, then the added ones. */
export const shownEntries = (edits: WeekEdits, program: DutyChartProgram, day: string): DutyChartPerson[] =>
  heldCell(edits, program, day)
    .entries.filter((entry) => !entry.toRemove)
    .map((entry) => entry.person);

/** Adds a person to a cell (toAdd), or takes back its removal; one already shown is left as is. */
export function addEntry(
  edits: WeekEdits,
  program: DutyChartProgram,
  day: string,
  person: DutyChartPerson,
): WeekEdits {
  const cell = heldCell(edits, program, day);
  const existing = cell.entries.find((entry) => entry.person.employees_id === person.employees_id);
  if (existing && !existing.toRemove) return edits;
  const entries = existing
    ? cell.entries.map((entry) => (entry === existing ? { ...entry, toRemove: false } : entry))
    : [...cell.entries, { person, toAdd: true, toRemove: false }];
  return withCell(edits, { ...cell, entries });
}

/** The X of an entry: a saved one is marked toRemove, a newly added one dropped. */
export function removeEntry(
  edits: WeekEdits,
  program: DutyChartProgram,
  day: string,
  employeeId: string,
): WeekEdits {
  const cell = heldCell(edits, program, day);
  const entries = cell.entries.flatMap((entry) => {
    if (entry.person.employees_id !== employeeId) return [entry];
    return entry.toAdd ? [] : [{ ...entry, toRemove: true }];
  });
  return withCell(edits, { ...cell, entries });
}

/** The Weekly Off row of a day: saved ones not removed, then the added ones. */
export function shownWeeklyOffs(
  week: DutyChartWeek,
  edits: WeekEdits,
  day: string,
): (DutyChartLeave | DutyChartPerson)[] {
  const saved = (week.weeklyOffs[day] ?? []).filter((leave) => !edits.removedOffs.has(leave.leaves_id));
  const added = [...edits.addedOffs.values()].filter((off) => off.date === day).map((off) => off.person);
  return [...saved, ...added];
}

export function addWeeklyOff(edits: WeekEdits, day: string, person: DutyChartPerson): WeekEdits {
  return {
    ...edits,
    addedOffs: new Map(edits.addedOffs).set(`${person.employees_id}|${day}`, { person, date: day }),
  };
}

/** Removing a saved weekly off deletes its leave on Save; an added one is dropped. */
export function removeWeeklyOff(
  edits: WeekEdits,
  day: string,
  entry: DutyChartLeave | DutyChartPerson,
): WeekEdits {
  if ('leaves_id' in entry) return { ...edits, removedOffs: new Set(edits.removedOffs).add(entry.leaves_id) };
  const addedOffs = new Map(edits.addedOffs);
  addedOffs.delete(`${entry.employees_id}|${day}`);
  return { ...edits, addedOffs };
}

/** 'Monthly Weekly Off Count' with the held changes: +1 per added off in the month, -1 per removed, gone at zero. */
export function weeklyOffCounts(
  week: DutyChartWeek,
  edits: WeekEdits,
): (DutyChartPerson & { count: number })[] {
  const month = week.days[0]?.slice(0, 7) ?? '';
  const counts = new Map(week.monthlyWeeklyOffCount.map((row) => [row.employees_id, { ...row }]));
  for (const { person, date } of edits.addedOffs.values()) {
    if (date.slice(0, 7) !== month) continue;
    const row = counts.get(person.employees_id) ?? { ...person, count: 0 };
    counts.set(person.employees_id, { ...row, count: row.count + 1 });
  }
  for (const [day, leaves] of Object.entries(week.weeklyOffs))
    for (const leave of leaves) {
      const row = counts.get(leave.employees_id);
      if (row && edits.removedOffs.has(leave.leaves_id) && day.slice(0, 7) === month) row.count -= 1;
    }
  return [...counts.values()]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** The save's params: changed cells with their flags, and the Weekly Off changes. */
export function saveRequest(edits: WeekEdits): DutyChartsSaveRequest {
  const charts: NonNullable<DutyChartsSaveRequest['charts']> = [];
  for (const cell of edits.cells.values()) {
    const entries = cell.entries
      .filter((entry) => entry.toAdd || entry.toRemove)
      .map((entry) => ({ id: entry.person.employees_id, toAdd: entry.toAdd, toRemove: entry.toRemove }));
    if (!entries.length) continue;
    charts.push(
      cell.op === 'update' && cell.duty_chart_id
        ? { op: 'update', duty_chart_id: cell.duty_chart_id, employees_id: entries }
        : { op: 'create', date: cell.date, tasks_id: cell.tasks_id, employees_id: entries },
    );
  }
  const weeklyOffs: NonNullable<DutyChartsSaveRequest['weeklyOffs']> = [
    ...[...edits.addedOffs.values()].map((off) => ({
      op: 'add' as const,
      employees_id: off.person.employees_id,
      date: off.date,
    })),
    ...[...edits.removedOffs].map((leaves_id) => ({ op: 'remove' as const, leaves_id })),
  ];
  return { charts, weeklyOffs };
}

export const hasWeekEdits = (edits: WeekEdits): boolean => {
  const request = saveRequest(edits);
  return Boolean(request.charts?.length || request.weeklyOffs?.length);
};
