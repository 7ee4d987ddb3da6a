import type { DutyChartLeave, DutyChartPerson, DutyChartProgram, DutyChartWeek } from '@muster/protocol';
import { daysBetween, fixtureId } from '../../attendance/testing/fixture';

/**
 * A deterministic duty-chart week for stories, tests and benchmarks, shaped as
 * `txn_duty_charts_week` answers it: `programs` rows with `perCell` employees a day (drawn in
 * turn from the employees), a weekly off a day for one employee in seven, and a few leaves.
 */
export function makeDutyChartWeek({
  monday,
  programs,
  perCell,
  employees = Math.max(perCell * 2, 30),
}: {
  monday: string;
  programs: number;
  perCell: number;
  employees?: number;
}): { week: DutyChartWeek; employees: DutyChartPerson[] } {
  const [year, month, day] = monday.split('-').map(Number) as [number, number, number];
  const sunday = new Date(Date.UTC(year, month - 1, day + 6)).toISOString().slice(0, 10);
  const days = daysBetween(monday, sunday);
  const people: DutyChartPerson[] = Array.from({ length: employees }, (_, n) => ({
    employees_id: fixtureId(9, n + 1),
    code: `E${String(n + 1).padStart(5, '0')}`,
    name: `${['Asha', 'Ravi', 'Sunita', 'Imran', 'Priya', 'Deepak'][n % 6]} ${['Sharma', 'Khan', 'Reddy', 'Nair', 'Singh'][n % 5]}`,
  }));
  const at = (n: number) => people[n % people.length] as DutyChartPerson;
  const rows: DutyChartProgram[] = Array.from({ length: programs }, (_, p) => ({
    id: fixtureId(16, p + 1),
    code: `P${String(p + 1).padStart(3, '0')}`,
    name: `${['Morning round', 'Evening round', 'Night watch', 'Gate duty', 'Patrol'][p % 5]} ${p + 1}`,
    time_slot: [
      [360, 840],
      [840, 1320],
      [1320, 1800],
    ][p % 3] as [number, number],
    departments_id: null,
    subsections_id: null,
    deactivation_date: null,
    cells: Object.fromEntries(
      days.map((date, d) => [
        date,
        {
          duty_chart_id: fixtureId(17, p * 7 + d + 1),
          employees: Array.from({ length: perCell }, (_, k) => at(p * perCell + d * 3 + k)),
        },
      ]),
    ),
  }));
  const leave = (person: DutyChartPerson, n: number, code: string, status: string): DutyChartLeave => ({
    ...person,
    leaves_id: fixtureId(18, n),
    leave_status: status,
    leave_type_code: code,
  });
  const statuses = ['final_approved', 'created', 'rejected', 'intermediate_approved'];
  const weeklyOffs = Object.fromEntries(
    days.map((date, d) => [
      date,
      people
        .filter((_, n) => n % 7 === d)
        .map((person, k) => leave(person, d * 1000 + k + 1, 'WO', k % 5 ? 'final_approved' : 'created')),
    ]),
  );
  const leaves = Object.fromEntries(
    days.map((date, d) => [
      date,
      Array.from({ length: d % 4 }, (_, k) =>
        leave(at(d * 5 + k + 1), 50_000 + d * 10 + k, k % 2 ? 'SL' : 'CL', statuses[(d + k) % 4] as string),
      ),
    ]),
  );
  const counts = new Map<string, DutyChartPerson & { count: number }>();
  for (const offs of Object.values(weeklyOffs))
    for (const off of offs) {
      const row = counts.get(off.employees_id) ?? { ...off, count: 0 };
      counts.set(off.employees_id, { ...row, count: row.count + 1 });
    }
  return {
    week: {
      days,
      programs: rows,
      weeklyOffs,
      leaves,
      monthlyWeeklyOffCount: [...counts.values()].map(({ employees_id, code, name, count }) => ({
        employees_id,
        code,
        name,
        count,
      })),
    },
    employees: people,
  };
}
