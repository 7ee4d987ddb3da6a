import type { CompensatoryOffBalance, CompensatoryOffEntry } from '@muster/protocol';
import type { TakenDay } from './rules.js';

/**
 * The compensatory off balance as pure maths (issue #29 item 2; README "Compensatory off").
 * A credit is what one worked holiday or weekly off earned (its attendance row: the day, the
 * days earned, the take-by day); CO leave days use credits earned before them and not past
 * their take-by day, the earliest expiring first.
 */
export interface CompensatoryOffCredit {
  /** The IST day worked. */
  earnedOn: string;
  /** The last IST day the credit may be taken. */
  until: string;
  days: number;
}

export interface CompensatoryOffLedger extends CompensatoryOffBalance {
  /** Days of credit left on the day: earned by then, not past their take-by day, not used by any live CO leave day. */
  balance: number;
  /** The first of `own`'s days that no credit covers, null when every one is covered. */
  firstUncovered: string | null;
}

const byDay = (a: TakenDay, b: TakenDay) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0);
const kindOrder: Record<CompensatoryOffEntry['kind'], number> = {
  earned: 0,
  used: 1,
  uncovered: 2,
  expired: 3,
};

/**
 * The ledger on `onDay`: the other live CO leave days use credits first (in day order, they
 * count whole, as the quota counts other leaves), then `own` (the leave being written) in day
 * order; each day takes from the usable credit that expires first (then the earlier earned),
 * across credits when one holds only half a day. What a credit still holds after its take-by
 * day is gone, and the history says so on that day.
 */
export function compensatoryOffLedger(
  credits: readonly CompensatoryOffCredit[],
  others: readonly TakenDay[],
  own: readonly TakenDay[],
  onDay: string,
): CompensatoryOffLedger {
  const left = [...credits]
    .sort((a, b) => a.until.localeCompare(b.until) || a.earnedOn.localeCompare(b.earnedOn))
    .map((credit) => ({ ...credit, remaining: credit.days }));
  const history: CompensatoryOffEntry[] = credits.map((credit) => ({
    kind: 'earned',
    day: credit.earnedOn,
    days: credit.days,
    earned_on: credit.earnedOn,
    until: credit.until,
  }));
  let firstUncovered: string | null = null;
  const uses = [
    ...[...others].sort(byDay).map((use) => ({ use, own: false })),
    ...[...own].sort(byDay).map((use) => ({ use, own: true })),
  ];
  for (const { use, own: isOwn } of uses) {
    let need = use.amount;
    for (const credit of left) {
      if (need <= 0) break;
      if (credit.remaining <= 0 || credit.earnedOn >= use.day || credit.until < use.day) continue;
      const taken = Math.min(credit.remaining, need);
      credit.remaining -= taken;
      need -= taken;
      history.push({
        kind: 'used',
        day: use.day,
        days: taken,
        earned_on: credit.earnedOn,
        until: credit.until,
      });
    }
    if (need > 0) {
      history.push({ kind: 'uncovered', day: use.day, days: need, earned_on: null, until: null });
      if (isOwn) firstUncovered ??= use.day;
    }
  }
  for (const credit of left)
    if (credit.remaining > 0 && credit.until < onDay)
      history.push({
        kind: 'expired',
        day: credit.until,
        days: credit.remaining,
        earned_on: credit.earnedOn,
        until: credit.until,
      });
  const usable = left.filter(
    (credit) => credit.remaining > 0 && credit.earnedOn <= onDay && credit.until >= onDay,
  );
  history.sort((a, b) => a.day.localeCompare(b.day) || kindOrder[a.kind] - kindOrder[b.kind]);
  return {
    balance: usable.reduce((total, credit) => total + credit.remaining, 0),
    next_until: usable[0]?.until ?? null,
    history,
    firstUncovered,
  };
}
