import { describe, expect, it } from 'vitest';
import { balanceOn, carriedInto, firstDayOverQuota, type QuotaRule, ruleOn, type TakenDay } from './rules.js';

const casual: QuotaRule = { from: null, yearlyQuota: 12, monthlyLimit: 1, carryForward: 0 };
const earned: QuotaRule = { from: null, yearlyQuota: 15, monthlyLimit: null, carryForward: 5 };
const full = (day: string): TakenDay => ({ day, amount: 1 });
const half = (day: string): TakenDay => ({ day, amount: 0.5 });

describe('ruleOn', () => {
  it("takes the latest dated change on or before the day, else the type's own", () => {
    const raised: QuotaRule = { from: '2026-07-01', yearlyQuota: 18, monthlyLimit: 2, carryForward: 0 };
    const later: QuotaRule = { from: '2026-10-01', yearlyQuota: 20, monthlyLimit: 2, carryForward: 0 };
    const rules = [later, casual, raised];
    expect(ruleOn(rules, '2026-06-30')).toBe(casual);
    expect(ruleOn(rules, '2026-07-01')).toBe(raised);
    expect(ruleOn(rules, '2026-09-30')).toBe(raised);
    expect(ruleOn(rules, '2026-10-01')).toBe(later);
  });
});

describe('the monthly limit', () => {
  it('allows the last day of the quota and refuses the day after it, naming that day', () => {
    expect(firstDayOverQuota([full('2026-11-05')], [], [casual], 2026)).toBeNull();
    expect(firstDayOverQuota([full('2026-11-05'), full('2026-11-06')], [], [casual], 2026)).toBe(
      '2026-11-06',
    );
    expect(firstDayOverQuota([full('2026-11-20')], [full('2026-11-05')], [casual], 2026)).toBe('2026-11-20');
    // another month is another limit
    expect(firstDayOverQuota([full('2026-12-01')], [full('2026-11-05')], [casual], 2026)).toBeNull();
  });

  it('counts a half day as half a day: two halves fill a one-day limit, a third passes it', () => {
    expect(firstDayOverQuota([half('2026-11-05')], [half('2026-11-02')], [casual], 2026)).toBeNull();
    expect(
      firstDayOverQuota([half('2026-11-09')], [half('2026-11-02'), half('2026-11-05')], [casual], 2026),
    ).toBe('2026-11-09');
    expect(balanceOn('2026-11-10', [casual], [half('2026-11-02')], 2026)).toEqual({
      monthLeft: 0.5,
      yearLeft: 11.5,
    });
  });
});

describe('the yearly quota', () => {
  it('refuses the day past the year allowance and starts again on 1 January', () => {
    const taken = Array.from({ length: 15 }, (_, index) =>
      full(`2026-03-${String(index + 1).padStart(2, '0')}`),
    );
    expect(firstDayOverQuota([full('2026-12-31')], taken, [earned], 2026)).toBe('2026-12-31');
    expect(firstDayOverQuota([full('2027-01-01')], taken, [earned], 2026)).toBeNull();
  });

  it('uses the rule in force on the day: a raised quota lets a later day through', () => {
    const raised: QuotaRule = { from: '2026-07-01', yearlyQuota: 16, monthlyLimit: null, carryForward: 5 };
    const taken = Array.from({ length: 15 }, (_, index) =>
      full(`2026-03-${String(index + 1).padStart(2, '0')}`),
    );
    expect(firstDayOverQuota([full('2026-06-30')], taken, [earned, raised], 2026)).toBe('2026-06-30');
    expect(firstDayOverQuota([full('2026-07-01')], taken, [earned, raised], 2026)).toBeNull();
  });
});

describe('carry-forward at the year turn', () => {
  it('carries the unused days up to the limit, and nothing into the joining year', () => {
    const taken = [full('2025-04-01'), full('2025-04-02')];
    // 15 - 2 = 13 unused in 2025, capped at 5
    expect(carriedInto(2026, [earned], taken, 2025)).toBe(5);
    expect(carriedInto(2025, [earned], taken, 2025)).toBe(0);
    expect(balanceOn('2026-01-01', [earned], taken, 2025)).toEqual({ monthLeft: 20, yearLeft: 20 });
    // a type that carries nothing starts every year afresh
    expect(carriedInto(2026, [casual], [], 2025)).toBe(0);
  });

  it('carries what is left after the carried days are used too, year after year', () => {
    // 2025: 15 + 0, took 14 → 1 carried; 2026: 15 + 1, took 16 → 0 carried into 2027
    const taken = [
      ...Array.from({ length: 14 }, (_, index) => full(`2025-05-${String(index + 1).padStart(2, '0')}`)),
      ...Array.from({ length: 16 }, (_, index) => full(`2026-05-${String(index + 1).padStart(2, '0')}`)),
    ];
    expect(carriedInto(2026, [earned], taken, 2025)).toBe(1);
    expect(carriedInto(2027, [earned], taken, 2025)).toBe(0);
    expect(firstDayOverQuota([full('2026-12-30')], taken, [earned], 2025)).toBe('2026-12-30');
  });

  it("uses the carry-forward limit of the rule in force on the year's last day", () => {
    const noCarry: QuotaRule = { from: '2025-12-31', yearlyQuota: 15, monthlyLimit: null, carryForward: 0 };
    expect(carriedInto(2026, [earned, noCarry], [], 2025)).toBe(0);
  });
});

describe('the refusal and the balance are one computation (issue #27 item 3)', () => {
  // every day of a month with other leaves around it, whole and half, against both types
  const others = [full('2026-11-02'), half('2026-11-16'), full('2026-12-01'), full('2027-01-04')];
  const days = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-02', '2026-12-31', '2027-01-05'];
  it.each([
    ['casual', casual],
    ['earned', earned],
  ])('a %s day is refused exactly when it costs more than the balance shown on it', (_name, rule) => {
    for (const day of days)
      for (const taken of [full(day), half(day)]) {
        const { monthLeft } = balanceOn(day, [rule], others, 2026);
        const refused = firstDayOverQuota([taken], others, [rule], 2026) === day;
        expect(refused, `${day} ${taken.amount} with ${monthLeft} left`).toBe(taken.amount > monthLeft);
      }
  });
});
