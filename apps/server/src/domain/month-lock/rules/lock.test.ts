import { describe, expect, it } from 'vitest';
import { type RowMonths, touchedMonths } from './lock.js';

const rows = (entries: [string, RowMonths][]) => new Map(entries);
const sunrise = 'p-sunrise';
const shakti = 'p-shakti';

describe('the months a write touches (issue #32 item 3)', () => {
  it("under 'any': every month a row was or is in; created and deleted rows by their one side", () => {
    const before = rows([
      ['a', { partnerId: sunrise, months: ['2026-10'] }],
      ['d', { partnerId: sunrise, months: ['2026-09'] }],
    ]);
    const after = rows([
      ['a', { partnerId: sunrise, months: ['2026-11'] }],
      ['c', { partnerId: shakti, months: ['2026-10', '2026-11'] }],
    ]);
    expect(touchedMonths('any', before, after)).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: sunrise, month: '2026-11' },
      { partnerId: sunrise, month: '2026-09' },
      { partnerId: shakti, month: '2026-10' },
      { partnerId: shakti, month: '2026-11' },
    ]);
  });

  it("under 'covered': only the months a row starts or stops covering, all of them when it changes business", () => {
    const long = ['2026-08', '2026-09', '2026-10', '2026-11'];
    // ended in November: August to October stay covered, so a closed October is not touched
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: long }]]),
        rows([['a', { partnerId: sunrise, months: long }]]),
      ),
    ).toEqual([]);
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: long }]]),
        rows([['a', { partnerId: sunrise, months: ['2026-08', '2026-09'] }]]),
      ),
    ).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: sunrise, month: '2026-11' },
    ]);
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: ['2026-10'] }]]),
        rows([['a', { partnerId: shakti, months: ['2026-10'] }]]),
      ),
    ).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: shakti, month: '2026-10' },
    ]);
  });

  it('ignores a row of no business', () => {
    expect(touchedMonths('any', rows([['a', { partnerId: null, months: ['2026-10'] }]]), new Map())).toEqual(
      [],
    );
  });
});
