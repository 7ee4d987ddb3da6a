import { allocationMessages, type BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import {
  allocationEditRefusal,
  allocationOutcomes,
  cutSpans,
  dayEditable,
  daySpan,
  daysOfSpan,
} from './rules.js';

const env = (flags: Partial<BusinessEnv>): BusinessEnv => ({
  id: 'u',
  code: 'x',
  swhandle: 'demo',
  business_name: 'Demo',
  partners_id: 'p',
  employees_id: 'dco',
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: null,
  user_selected_partner: null,
  ...flags,
});

const ist = 'Asia/Kolkata';

describe('cutting days out of a period', () => {
  const month = { from: daySpan('2026-11-01', ist).from, to: daySpan('2026-11-30', ist).to };

  it('splits a period around a day inside it, shortens it at an end, and removes a covered one', () => {
    const day = daySpan('2026-11-10', ist);
    expect(cutSpans(month, [day])).toEqual([
      { from: month.from, to: day.from },
      { from: day.to, to: month.to },
    ]);
    expect(cutSpans(month, [daySpan('2026-11-01', ist)])).toEqual([
      { from: daySpan('2026-11-02', ist).from, to: month.to },
    ]);
    expect(cutSpans(daySpan('2026-11-10', ist), [day])).toEqual([]);
    expect(cutSpans(month, [daySpan('2026-12-05', ist)])).toEqual([month]);
  });

  it('keeps an open end open', () => {
    const day = daySpan('2026-11-10', ist);
    expect(cutSpans({ from: null, to: null }, [day])).toEqual([
      { from: null, to: day.from },
      { from: day.to, to: null },
    ]);
  });

  it("lists the days of the employee's business's zone a span covers (issue #28 item 2)", () => {
    // Dubai's 10 November, its midnight to the next: one Dubai day, two of India's (01:30 to 01:30)
    const dubaiDay = daySpan('2026-11-10', 'Asia/Dubai');
    expect(daysOfSpan(dubaiDay, '2026-11-01', '2026-11-30', 'Asia/Dubai')).toEqual(['2026-11-10']);
    expect(daysOfSpan(dubaiDay, '2026-11-01', '2026-11-30', ist)).toEqual(['2026-11-10', '2026-11-11']);
  });

  it('lists the IST days a span covers within the grid', () => {
    expect(daysOfSpan(month, '2026-11-28', '2026-12-02', ist)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(
      daysOfSpan({ from: null, to: daySpan('2026-11-02', ist).from }, '2026-10-31', '2026-11-03', ist),
    ).toEqual(['2026-10-31', '2026-11-01']);
  });
});

describe("who may edit an employee's allocations (spec 001 §6)", () => {
  const employee = { id: 'e', duty_chart_officer: 'dco', joining_day: null, time_zone: ist };

  it("allows the admin, the AO and the employee's own duty-chart officer", () => {
    expect(allocationEditRefusal(env({ isAdmin: true }), employee)).toBeNull();
    expect(allocationEditRefusal(env({ isAO: true }), employee)).toBeNull();
    expect(allocationEditRefusal(env({ isDCO: true }), employee)).toBeNull();
  });

  it("refuses another officer, an RO, HR and an ordinary employee with the spec's words", () => {
    expect(allocationEditRefusal(env({ isDCO: true, employees_id: 'other' }), employee)).toBe(
      allocationMessages.onlyDcoMakes,
    );
    for (const flags of [{ isRO: true }, { isHR: true }, {}])
      expect(allocationEditRefusal(env(flags), employee)).toBe(
        'Only duty chart officer can make the duty chart',
      );
  });
});

describe('day-cell editability (spec 001 §5)', () => {
  const contract = {
    id: 'c',
    period: { from: daySpan('2026-04-01', ist).from, to: daySpan('2027-04-01', ist).from },
    invoicedMonths: new Set<string>(),
  };
  const employee = { id: 'e', duty_chart_officer: null, joining_day: '2026-06-15', time_zone: ist };

  it('needs the day inside the contract, on or after joining, invoices not generated, own business', () => {
    expect(dayEditable('2026-06-15', employee, contract, true)).toBe(true);
    expect(dayEditable('2026-06-14', employee, contract, true)).toBe(false);
    expect(dayEditable('2027-04-01', employee, contract, true)).toBe(false);
    const invoicedJuly = { ...contract, invoicedMonths: new Set(['2026-07']) };
    expect(dayEditable('2026-07-01', employee, invoicedJuly, true)).toBe(false);
    // an invoice bills its month only: the next month stays open
    expect(dayEditable('2026-08-01', employee, invoicedJuly, true)).toBe(true);
    expect(dayEditable('2026-07-01', employee, contract, false)).toBe(false);
    expect(dayEditable('2030-01-01', employee, { ...contract, period: { from: null, to: null } }, true)).toBe(
      true,
    );
  });
});

describe('the reply outcomes (spec 001 §8)', () => {
  it('names each count that is not zero with its message', () => {
    expect(allocationOutcomes({ marked: 3, notMarked: 1, deleted: 0, deletionFailed: 2 })).toEqual([
      { message: '{{count}} allocation marked', count: 3 },
      { message: '{{count}} not marked', count: 1 },
      { message: '{{count}} allocation deletion failed', count: 2 },
    ]);
  });
});
