import { describe, expect, it } from 'vitest';
import { type CompensatoryOffCredit, compensatoryOffLedger } from './compensatory-off.js';

// Worked cases written from the rule (README "Compensatory off"): a CO leave day uses a
// credit earned before it and not past its take-by day, the earliest expiring first; what is
// left after the take-by day is gone and the history says so.
const sunday = { earnedOn: '2026-11-01', until: '2026-12-31', days: 1 } satisfies CompensatoryOffCredit;
const holiday = { earnedOn: '2026-11-14', until: '2026-12-14', days: 1 } satisfies CompensatoryOffCredit;
const halfDay = { earnedOn: '2026-11-22', until: '2027-01-21', days: 0.5 } satisfies CompensatoryOffCredit;
const day = (on: string, amount = 1) => ({ day: on, amount });

describe('compensatoryOffLedger', () => {
  it('uses the credit that expires first, whatever was earned first', () => {
    const ledger = compensatoryOffLedger([sunday, holiday], [], [day('2026-12-01')], '2026-12-01');
    expect(ledger.history.filter((entry) => entry.kind === 'used')).toEqual([
      { kind: 'used', day: '2026-12-01', days: 1, earned_on: '2026-11-14', until: '2026-12-14' },
    ]);
    expect(ledger).toMatchObject({ balance: 1, next_until: '2026-12-31', firstUncovered: null });
  });

  it('counts the credits earned up to the day and not past their take-by day', () => {
    expect(compensatoryOffLedger([sunday, holiday, halfDay], [], [], '2026-11-13').balance).toBe(1);
    expect(compensatoryOffLedger([sunday, holiday, halfDay], [], [], '2026-11-22').balance).toBe(2.5);
    // the take-by day itself still counts; the day after, the credit is gone
    expect(compensatoryOffLedger([holiday], [], [], '2026-12-14').balance).toBe(1);
    const after = compensatoryOffLedger([holiday], [], [], '2026-12-15');
    expect(after.balance).toBe(0);
    expect(after.history).toEqual([
      { kind: 'earned', day: '2026-11-14', days: 1, earned_on: '2026-11-14', until: '2026-12-14' },
      { kind: 'expired', day: '2026-12-14', days: 1, earned_on: '2026-11-14', until: '2026-12-14' },
    ]);
  });

  it('refuses a leave day no credit covers: before the credit was earned, on the worked day, after the take-by day', () => {
    for (const on of ['2026-11-13', '2026-11-14', '2026-12-15'])
      expect(compensatoryOffLedger([holiday], [], [day(on)], on).firstUncovered).toBe(on);
    expect(compensatoryOffLedger([holiday], [], [day('2026-11-15')], '2026-11-15').firstUncovered).toBeNull();
  });

  it('counts the other leaves first, then the new one in day order', () => {
    const ledger = compensatoryOffLedger(
      [sunday, holiday],
      [day('2026-12-10')],
      [day('2026-12-02'), day('2026-12-03')],
      '2026-12-02',
    );
    // the other leave took the holiday's credit; the new leave's first day the Sunday's; its second none
    expect(ledger.firstUncovered).toBe('2026-12-03');
    expect(ledger.history.filter((entry) => entry.kind === 'uncovered')).toEqual([
      { kind: 'uncovered', day: '2026-12-03', days: 1, earned_on: null, until: null },
    ]);
  });

  it('takes a whole day from two half credits, and a half day from a whole one', () => {
    const halves = [halfDay, { ...halfDay, earnedOn: '2026-11-29', until: '2027-01-28' }];
    expect(compensatoryOffLedger(halves, [], [day('2026-12-05')], '2026-12-05')).toMatchObject({
      balance: 0,
      firstUncovered: null,
    });
    expect(compensatoryOffLedger([sunday], [], [day('2026-12-05', 0.5)], '2026-12-05')).toMatchObject({
      balance: 0.5,
      next_until: '2026-12-31',
    });
  });
});
