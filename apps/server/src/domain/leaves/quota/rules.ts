/**
 * Leave quota as pure maths (issue #14 item 1, DESIGN §6 "Leaves"): dated quota rules, the
 * carry-forward at a year's turn, the balance on a day and the first day a leave passes
 * its quota. The README beside this folder states the rules chosen where the spec is silent.
 * Days are IST day keys (YYYY-MM-DD); an amount of leave is in days (a half day is 0.5).
 */

/** A leave type's quota from a day on; the type's own values are the rule with `from` null. */
export interface QuotaRule {
  /** The first IST day it is in force; null for the type's own values (in force before any change). */
  from: string | null;
  yearlyQuota: number;
  /** At most this many days in one month; null for no monthly limit. */
  monthlyLimit: number | null;
  /** At most this many unused days move into the next year; 0 carries nothing. */
  carryForward: number;
}

/** Leave taken or pending on one day, in days. */
export interface TakenDay {
  day: string;
  amount: number;
}

/** The balance of one type on a day. */
export interface QuotaBalance {
  monthLeft: number;
  yearLeft: number;
}

/** The rule in force on a day: the latest change from that day or before, else the type's own. */
export function ruleOn(rules: readonly QuotaRule[], day: string): QuotaRule {
  let inForce: QuotaRule | undefined;
  for (const rule of rules) {
    if (rule.from === null) {
      inForce ??= rule;
      continue;
    }
    if (rule.from <= day && (!inForce || inForce.from === null || rule.from >= inForce.from)) inForce = rule;
  }
  if (!inForce) throw new Error('a leave type has its own quota');
  return inForce;
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => day.slice(0, 7);
const sum = (days: readonly TakenDay[], within: (day: string) => boolean) =>
  days.reduce((total, taken) => (within(taken.day) ? total + taken.amount : total), 0);

/**
 * Days carried into `year`: the previous year's unused allowance (its quota on 31 Dec plus
 * what it carried in, less what it took), up to that rule's carry-forward limit, counted
 * from `firstYear` (the employee's joining year: nothing is carried into it).
 */
export function carriedInto(
  year: number,
  rules: readonly QuotaRule[],
  taken: readonly TakenDay[],
  firstYear: number,
): number {
  let carried = 0;
  for (let past = firstYear; past < year; past += 1) {
    const yearEnd = ruleOn(rules, `${past}-12-31`);
    const unused = yearEnd.yearlyQuota + carried - sum(taken, (day) => yearOf(day) === past);
    carried = Math.min(yearEnd.carryForward, Math.max(0, unused));
  }
  return carried;
}

/** What a year allows on a day: the quota of the rule in force that day plus what was carried in. */
export const yearAllowance = (
  day: string,
  rules: readonly QuotaRule[],
  taken: readonly TakenDay[],
  firstYear: number,
): number => ruleOn(rules, day).yearlyQuota + carriedInto(yearOf(day), rules, taken, firstYear);

/**
 * The balance on `day`: the year's allowance less every day taken or pending in its
 * calendar year (later days included), and the month's limit less the month's days,
 * capped by the year's rest; never below zero.
 */
export function balanceOn(
  day: string,
  rules: readonly QuotaRule[],
  taken: readonly TakenDay[],
  firstYear: number,
): QuotaBalance {
  const yearLeft = Math.max(
    0,
    yearAllowance(day, rules, taken, firstYear) - sum(taken, (other) => yearOf(other) === yearOf(day)),
  );
  const { monthlyLimit } = ruleOn(rules, day);
  if (monthlyLimit === null) return { monthLeft: yearLeft, yearLeft };
  const monthLeft = Math.max(0, monthlyLimit - sum(taken, (other) => monthOf(other) === monthOf(day)));
  return { monthLeft: Math.min(monthLeft, yearLeft), yearLeft };
}

/**
 * The first day of a leave that passes its type's quota, or null when it fits: the other
 * leaves' days count whole, then the leave's own in day order; a day passes when it costs
 * more than the balance on it (`balanceOn`, the same computation the quota shows per type)
 * with the leave's earlier days counted.
 */
export function firstDayOverQuota(
  leave: readonly TakenDay[],
  others: readonly TakenDay[],
  rules: readonly QuotaRule[],
  firstYear: number,
): string | null {
  const ordered = [...leave].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const [index, taken] of ordered.entries()) {
    const { monthLeft } = balanceOn(taken.day, rules, [...others, ...ordered.slice(0, index)], firstYear);
    // the month's rest is already capped by the year's
    if (taken.amount > monthLeft) return taken.day;
  }
  return null;
}
