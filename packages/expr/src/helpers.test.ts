import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { helpers } from './helpers.js';

const run = (source: string, row: object = {}) => evaluate(source, { row });

describe('helpers list', () => {
  it('documents every helper', () => {
    expect(helpers.map((helper) => helper.name)).toEqual([
      'len',
      'lower',
      'upper',
      'trim',
      'includes',
      'startsWith',
      'isEmpty',
      'min',
      'max',
      'sum',
      'round',
      'floor',
      'ceil',
      'abs',
      'date',
      'daysBetween',
      'monthOf',
      'clockOf',
      'idOf',
      'yearOf',
      'financialYearOf',
    ]);
    for (const helper of helpers) {
      expect(helper.description.length).toBeGreaterThan(10);
      expect(helper.signature.startsWith(`${helper.name}(`)).toBe(true);
      expect(Object.isFrozen(helper)).toBe(true);
      expect(helper).not.toHaveProperty('fn');
    }
  });
});

describe.each([
  ['len', "len('abc')", 3],
  ['len', 'len(row.items)', 3],
  ['len', 'len(row.missing)', 0],
  ['len', 'len(null)', 0],
  ['lower', "lower('AbC')", 'abc'],
  ['lower', 'lower(row.missing)', ''],
  ['lower', 'lower(12)', '12'],
  ['upper', "upper('AbC')", 'ABC'],
  ['upper', 'upper(null)', ''],
  ['trim', "trim('  a b  ')", 'a b'],
  ['trim', 'trim(null)', ''],
  ['includes', "includes('manager', 'nag')", true],
  ['includes', "includes('manager', 'x')", false],
  ['includes', "includes(['SL', 'CL'], 'CL')", true],
  ['includes', "includes(['SL', 'CL'], 'EL')", false],
  ['includes', 'includes(row.items, 2)', true],
  ['includes', "includes(row.items, '2')", false],
  ['includes', 'includes(row.missing, 2)', false],
  ['includes', 'includes(row.dates, row.sameDate)', true],
  ['startsWith', "startsWith('EMP-001', 'EMP')", true],
  ['startsWith', "startsWith('EMP-001', 'X')", false],
  ['startsWith', "startsWith(null, 'X')", false],
  ['startsWith', 'startsWith(1234, 12)', true],
  ['isEmpty', 'isEmpty(null)', true],
  ['isEmpty', 'isEmpty(row.missing)', true],
  ['isEmpty', "isEmpty('')", true],
  ['isEmpty', "isEmpty('  ')", true],
  ['isEmpty', "isEmpty(' x ')", false],
  ['isEmpty', 'isEmpty([])', true],
  ['isEmpty', 'isEmpty(row.items)', false],
  ['isEmpty', 'isEmpty(0)', false],
  ['isEmpty', 'isEmpty(false)', false],
  ['isEmpty', 'isEmpty(row.object)', false],
  ['min', 'min(3, 1, 2)', 1],
  ['min', 'min(row.items)', 1],
  ['min', 'min(row.items, 0)', 0],
  ['min', 'min(null, 4)', 4],
  ['min', 'min(row.missing)', null],
  ['min', "min('5', 7)", 5],
  ['max', 'max(3, 1, 2)', 3],
  ['max', 'max(row.items)', 3],
  ['max', 'max([])', null],
  ['sum', 'sum(row.items)', 6],
  ['sum', 'sum(1, 2, row.items)', 9],
  ['sum', 'sum([])', 0],
  ['sum', 'sum(null, 2)', 2],
  ['round', 'round(2.5)', 3],
  ['round', 'round(-2.5)', -3],
  ['round', 'round(1.005, 2)', 1.01],
  ['round', 'round(2.675, 2)', 2.68],
  ['round', 'round(1234.5678, -2)', 1200],
  ['round', 'round(30000 * 17 / 30, 2)', 17000],
  ['round', 'round(null)', null],
  ['round', "round('2.45', 1)", 2.5],
  ['floor', 'floor(2.7)', 2],
  ['floor', 'floor(-2.2)', -3],
  ['floor', 'floor(null)', null],
  ['ceil', 'ceil(2.1)', 3],
  ['ceil', 'ceil(row.missing)', null],
  ['abs', 'abs(-4)', 4],
  ['abs', 'abs(null)', null],
  ['daysBetween', "daysBetween('2024-11-01', '2024-11-05')", 4],
  ['daysBetween', "daysBetween('2024-11-05', '2024-11-01')", -4],
  ['daysBetween', "daysBetween('2024-11-04T19:00:00Z', '2024-11-05T10:00:00Z')", 0],
  ['daysBetween', "daysBetween('2024-11-04T18:00:00Z', '2024-11-04T19:00:00Z')", 1],
  ['daysBetween', "daysBetween(null, '2024-11-05')", null],
  ['monthOf', "monthOf('2024-10-31T20:00:00Z')", 11],
  ['monthOf', "monthOf('2024-10-31T18:00:00Z')", 10],
  ['monthOf', 'monthOf(row.missing)', null],
  ['clockOf', "clockOf('2024-10-31T12:35:59Z')", '18:05'],
  ['clockOf', "clockOf('2024-10-31T20:00:00Z')", '01:30'],
  ['clockOf', 'clockOf(row.missing)', ''],
  ['idOf', "idOf('e-1')", 'e-1'],
  ['idOf', 'idOf(row.reference)', 'e-1'],
  ['idOf', 'idOf(row.references)', 'e-1'],
  ['idOf', 'idOf([])', null],
  ['idOf', 'idOf(row.missing)', null],
  ['idOf', 'idOf(row.items)', null],
  ['yearOf', "yearOf('2024-12-31T19:00:00Z')", 2025],
  ['yearOf', "yearOf('2024-12-31')", 2024],
  ['yearOf', "yearOf('')", null],
  // 1 April opens the year, 31 March closes it (protocol's financialYearOf)
  ['financialYearOf', "financialYearOf('2026-03-31')", 2025],
  ['financialYearOf', "financialYearOf('2026-04-01')", 2026],
  ['financialYearOf', "financialYearOf('2026-12-31')", 2026],
  ['financialYearOf', "financialYearOf('')", null],
])('%s', (_name, source, expected) => {
  it(source, () => {
    const row = {
      items: [1, 2, 3],
      object: {},
      dates: [new Date('2024-11-05T00:00:00Z')],
      sameDate: new Date('2024-11-05T00:00:00Z'),
      reference: { id: 'e-1', code: 'EMP1' },
      references: [{ id: 'e-1', code: 'EMP1' }, { id: 'e-2' }],
    };
    expect(run(source, row)).toEqual(expected);
  });
});

describe('date', () => {
  it('makes Dates from ISO strings, Dates and milliseconds', () => {
    expect(run("date('2024-11-05T10:00:00Z')")).toEqual(new Date('2024-11-05T10:00:00Z'));
    expect(run("date('2024-11-05')")).toEqual(new Date('2024-11-04T18:30:00Z'));
    expect(run('date(0)')).toEqual(new Date(0));
    const source = new Date('2024-11-05T10:00:00Z');
    const copy = run('date(row.at)', { at: source });
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(run('date(null)')).toBeNull();
    expect(run("date('')")).toBeNull();
  });

  it('compares with now', () => {
    expect(run("date('2000-01-01') < now")).toBe(true);
  });
});

describe('helpers refuse what they cannot use', () => {
  it.each([
    ['len(5)', 'len: expected a string or an array'],
    ['len(row.object)', 'len: expected a string or an array'],
    ['lower(row.object)', 'lower: expected a string'],
    ['includes(5, 1)', 'includes: expected a string or an array'],
    ["round('abc')", 'round: expected a number'],
    ["round('')", 'round: expected a number'],
    ['round(1.5, 0.5)', 'round: places must be a whole number from -15 to 15'],
    ['round(1.5, 16)', 'round: places must be a whole number from -15 to 15'],
    ['floor(true)', 'floor: expected a number'],
    ['sum(row.object)', 'sum: expected a number'],
    ["min(1, 'x')", 'min: expected a number'],
    ["date('05/11/2024')", "date: '05/11/2024' is not an ISO date"],
    ['date(true)', 'date: expected a date, an ISO date string or milliseconds'],
    ['monthOf(row.object)', 'monthOf: expected a date, an ISO date string or milliseconds'],
  ])('%s', (source, message) => {
    expect(() => run(source, { object: {} })).toThrow(message);
  });
});
