/** A business's month: the unit a close locks (issue #32 item 3). */
export interface BusinessMonth {
  partnerId: string;
  /** `YYYY-MM`. */
  month: string;
}

/** A row's business and the IST months it lies in. */
export interface RowMonths {
  partnerId: string | null;
  months: readonly string[];
}

const key = (value: BusinessMonth) => `${value.partnerId}\u0000${value.month}`;

/**
 * The business months a write touches, to be checked against the closed ones: each row's
 * months before the write and after it (a row absent on one side: created or deleted).
 * Under 'any' every month a row was or is in counts, so a day of a closed month can be
 * neither changed nor moved out of it nor into it. Under 'covered' (allocations, open-ended)
 * only the months the row stops or starts covering count, or all of its months when it
 * changes business.
 */
export function touchedMonths(
  rule: 'any' | 'covered',
  before: ReadonlyMap<string, RowMonths>,
  after: ReadonlyMap<string, RowMonths>,
): BusinessMonth[] {
  const touched = new Map<string, BusinessMonth>();
  const add = (partnerId: string | null, month: string) => {
    if (!partnerId) return;
    const value = { partnerId, month };
    touched.set(key(value), value);
  };
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const is = after.get(id);
    const sameBusiness = was && is && was.partnerId === is.partnerId;
    if (rule === 'any' || !sameBusiness) {
      for (const month of was?.months ?? []) add(was?.partnerId ?? null, month);
      for (const month of is?.months ?? []) add(is?.partnerId ?? null, month);
      continue;
    }
    const kept = new Set(was.months.filter((month) => is.months.includes(month)));
    for (const month of [...was.months, ...is.months]) if (!kept.has(month)) add(was.partnerId, month);
  }
  return [...touched.values()];
}
