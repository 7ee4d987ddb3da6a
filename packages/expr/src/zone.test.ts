import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { evaluate } from './evaluate.js';
import { prepareData } from './prepared.js';

const inZone = (source: string, time_zone?: unknown, row: object = {}) =>
  evaluate(source, { row, env: time_zone === undefined ? {} : { time_zone } });

describe("the business's zone an evaluation counts in (env.time_zone)", () => {
  it("reads a date without an offset as the day or time of the env's zone", () => {
    expect(inZone("date('2024-11-05')", 'Asia/Dubai')).toEqual(new Date('2024-11-04T20:00:00Z'));
    expect(inZone("date('2024-11-05T09:30')", 'Asia/Kathmandu')).toEqual(new Date('2024-11-05T03:45:00Z'));
    expect(inZone("date('2024-11-05')")).toEqual(new Date('2024-11-04T18:30:00Z'));
    expect(inZone("date('2024-07-01')", 'Europe/London')).toEqual(new Date('2024-06-30T23:00:00Z'));
  });

  it("counts days, months, years and clock times in the env's zone", () => {
    // 19:00 UTC on 31 December: 00:30 on 1 January in India, 23:00 on 31 December in Dubai
    const row = { at: '2024-12-31T19:00:00Z' };
    expect(inZone('[yearOf(row.at), monthOf(row.at), clockOf(row.at)]', 'Asia/Kolkata', row)).toEqual([
      2025,
      1,
      '00:30',
    ]);
    expect(inZone('[yearOf(row.at), monthOf(row.at), clockOf(row.at)]', 'Asia/Dubai', row)).toEqual([
      2024,
      12,
      '23:00',
    ]);
    // 19:00 UTC on 31 March: 1 April (2026-27) in India, still 31 March (2025-26) in Dubai
    const yearEnd = { at: '2026-03-31T19:00:00Z' };
    expect(inZone('financialYearOf(row.at)', 'Asia/Kolkata', yearEnd)).toBe(2026);
    expect(inZone('financialYearOf(row.at)', 'Asia/Dubai', yearEnd)).toBe(2025);
    expect(inZone("daysBetween('2024-11-04T19:00:00Z', '2024-11-04T20:30:00Z')", 'Asia/Dubai')).toBe(1);
    expect(inZone("daysBetween('2024-11-04T19:00:00Z', '2024-11-04T20:30:00Z')", 'Asia/Kolkata')).toBe(0);
  });

  it('orders an offset-less date against an instant in the zone', () => {
    // 19:00 UTC on 4 November is already 5 November in India, still 4 November in Dubai
    const rule = "row.at >= '2024-11-05'";
    const row = { at: new Date('2024-11-04T19:00:00Z') };
    expect(inZone(rule, 'Asia/Kolkata', row)).toBe(true);
    expect(inZone(rule, 'Asia/Dubai', row)).toBe(false);
    expect(compile(rule).evaluate(prepareData({ row, env: { time_zone: 'Asia/Dubai' } }))).toBe(false);
  });

  it('keeps each evaluation to its own zone, also when one runs inside another', () => {
    const inner = compile("date('2024-11-05')");
    let innerValue: unknown;
    // a Proxy's trap runs while the outer expression reads `row.at`, and evaluates in Kathmandu
    const row = new Proxy(
      { at: new Date('2024-11-04T20:00:00Z') },
      {
        getOwnPropertyDescriptor(target, key) {
          innerValue = inner.evaluate({ env: { time_zone: 'Asia/Kathmandu' } });
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    expect(inZone("row.at == date('2024-11-05')", 'Asia/Dubai', row)).toBe(true);
    expect(innerValue).toEqual(new Date('2024-11-04T18:15:00Z'));
    expect(inner.evaluate({})).toEqual(new Date('2024-11-04T18:30:00Z'));
  });

  it("refuses a zone that is not a business's, rather than counting India's days", () => {
    expect(() => inZone("date('2024-11-05')", 'Mars/Olympus')).toThrow(
      "env.time_zone: 'Mars/Olympus' is not a business's time zone",
    );
    expect(() => inZone("date('2024-11-05')", 5)).toThrow('env.time_zone: a number is not');
  });

  it('reads the zone only when a date needs it: numbers compare whatever the env holds', () => {
    const row = { days: 7, min: 5, at: '2024-11-05T10:00:00Z' };
    expect(inZone('row.days > row.min && row.days > 5', 'Mars/Olympus', row)).toBe(true);
    expect(() => inZone("row.at > '2024-11-05'", 'Mars/Olympus', row)).toThrow('is not a business');
  });

  it('reads no env for an expression with other names (a payroll formula): the default zone', () => {
    const formula = compile("daysBetween('2024-11-04T19:00:00Z', BASIC)", { names: ['BASIC'] });
    expect(formula.evaluate({ BASIC: '2024-11-04T20:30:00Z', env: { time_zone: 'Asia/Dubai' } })).toBe(0);
  });
});
