import { describe, expect, it } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { attendanceColumns, employeeColumnKey, totalColumnKey } from './columns';

const header = { search: '', orderBy: 'code' as const, onSearchChange: () => {}, onOrderByChange: () => {} };
const columnsOf = (narrow: boolean) =>
  attendanceColumns(['2026-11-01', '2026-11-02'], gridsTranslator('eng'), header, narrow);
const column = (narrow: boolean, key: string) => columnsOf(narrow).find((candidate) => candidate.key === key);

describe('the attendance columns', () => {
  it('pin the employees left and the totals right on a wide screen', () => {
    expect(column(false, employeeColumnKey)).toMatchObject({ frozen: true, width: 230 });
    expect(column(false, totalColumnKey)).toMatchObject({ frozen: 'end' });
  });

  it('leave a phone room for its days: a narrow employees column, totals scrolling in after the days', () => {
    expect(column(true, employeeColumnKey)).toMatchObject({ frozen: true, width: 124 });
    expect(column(true, totalColumnKey)?.frozen).toBe(false);
    expect(columnsOf(true).map((candidate) => candidate.key)).toEqual([
      employeeColumnKey,
      '2026-11-01',
      '2026-11-02',
      totalColumnKey,
    ]);
  });
});
