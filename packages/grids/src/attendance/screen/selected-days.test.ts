import { describe, expect, it } from 'vitest';
import { noPendingEdits, queueEdit } from '../pending-edits';
import { makeAttendanceFixture } from '../testing/fixture';
import { newRowDate, selectedDays, selectedEmployees, withoutRows } from './selected-days';

const { records } = makeAttendanceFixture({ employees: 3, from: '2026-11-01', to: '2026-11-30', seed: 3 });
const [first, second, third] = records;
if (!first || !second || !third) throw new Error('fixture rows');

describe('the selected cells', () => {
  it('come in row then day order with their stored day, rows not loaded left out', () => {
    const storedDay = first.days[4];
    if (!storedDay) throw new Error('a stored day');
    const selection = new Set([
      `${second.id}|2026-11-09`,
      `${first.id}|2026-12-01`,
      `${first.id}|${storedDay.attendance_date}`,
      'gone|2026-11-02',
    ]);
    expect(selectedDays([first, second], selection)).toEqual([
      { employeeId: first.id, date: storedDay.attendance_date, day: storedDay },
      { employeeId: first.id, date: '2026-12-01', day: null },
      {
        employeeId: second.id,
        date: '2026-11-09',
        day: second.days.find((day) => day.attendance_date === '2026-11-09') ?? null,
      },
    ]);
    expect(selectedEmployees(selection)).toEqual(new Set([second.id, first.id, 'gone']));
  });
});

describe('Remove row', () => {
  it('drops the unsaved edits of the rows holding a selected cell only', () => {
    const edit = (employeeId: string, date: string) => ({
      id: `${employeeId}-${date}`,
      employees_id: employeeId,
      attendance_date: date,
      working_minutes: 60,
    });
    const queue = [
      edit(first.id, '2026-11-02'),
      edit(second.id, '2026-11-03'),
      edit(first.id, '2026-11-04'),
    ].reduce(queueEdit, noPendingEdits);
    const kept = withoutRows(queue, new Set([first.id]));
    expect([...kept.values()]).toEqual([edit(second.id, '2026-11-03')]);
    expect(withoutRows(queue, new Set([third.id]))).toBe(queue);
  });
});

describe('a new row’s day', () => {
  const range = { from: '2026-11-01', to: '2026-11-30' };

  it('is the first selected day, else today inside the range, else the range’s last day', () => {
    expect(
      newRowDate(new Set([`${first.id}|2026-11-20`, `${second.id}|2026-11-05`]), range, '2026-11-22'),
    ).toBe('2026-11-05');
    expect(newRowDate(new Set(), range, '2026-11-22')).toBe('2026-11-22');
    expect(newRowDate(new Set(), range, '2026-12-10')).toBe('2026-11-30');
  });
});
