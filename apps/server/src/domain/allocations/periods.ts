import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { cutSpans, overlaps, rangeLiteral } from './rules.js';

type Db = Kysely<Database> | Transaction<Database>;

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

interface StoredPeriod {
  id: string;
  parent_id: string;
  from_at: Date | null;
  to_at: Date | null;
}

/**
 * Takes `cuts` out of an employee's live allocation periods (of one allocation when
 * `allocationId` is given): a period is shortened, split in two, or deleted, and an
 * allocation left without periods is deleted; the others' ranges become their periods'
 * hull. Answers the allocations whose periods changed.
 */
export async function cutAllocationDays(
  trx: Transaction<Database>,
  employeeId: string,
  cuts: readonly { from: number; to: number }[],
  allocationId?: string,
): Promise<Set<string>> {
  if (!cuts.length) return new Set();
  const ranges = cuts.map((cut) => rangeLiteral(cut));
  const periods = await sql<StoredPeriod>`select p.id, p.parent_id, lower(p.allocations_range) as from_at,
      upper(p.allocations_range) as to_at
    from allocations a join allocations__allocation_periods p on p.parent_id = a.id
    where a.employees_id = ${employeeId} and not a.deleted and not p.deleted
      ${allocationId ? sql`and a.id = ${allocationId}` : sql``}
      and p.allocations_range && any(${ranges}::tstzrange[])
    for update of p`.execute(trx);
  const changed = new Set<string>();
  for (const period of periods.rows) {
    const span = { from: ms(period.from_at), to: ms(period.to_at) };
    const touching = cuts.filter((cut) => overlaps(span, cut));
    if (!touching.length) continue;
    changed.add(period.parent_id);
    const [kept, ...split] = cutSpans(span, touching);
    if (!kept) {
      await sql`update allocations__allocation_periods set deleted = true, last_modified = now()
        where id = ${period.id}`.execute(trx);
      continue;
    }
    await sql`update allocations__allocation_periods
      set allocations_range = ${rangeLiteral(kept)}::tstzrange, last_modified = now() where id = ${period.id}`.execute(
      trx,
    );
    for (const piece of split)
      await sql`insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id, allocation_type, departments_id)
        select parent_id, ${rangeLiteral(piece)}::tstzrange, shifts_id, allocation_type, departments_id
        from allocations__allocation_periods where id = ${period.id}`.execute(trx);
  }
  if (changed.size) await fitAllocationRanges(trx, [...changed]);
  return changed;
}

/** Each allocation's range becomes the hull of its live periods; one without any is deleted. */
async function fitAllocationRanges(trx: Db, allocationIds: readonly string[]): Promise<void> {
  await sql`update allocations a set
      allocations_range = coalesce(hull.range, a.allocations_range),
      deleted = hull.range is null, last_modified = now()
    from (select ids.id, (select tstzrange(
                            case when bool_or(lower_inf(p.allocations_range)) then null else min(lower(p.allocations_range)) end,
                            case when bool_or(upper_inf(p.allocations_range)) then null else max(upper(p.allocations_range)) end)
                          from allocations__allocation_periods p where p.parent_id = ids.id and not p.deleted
                          having count(*) > 0) as range
          from unnest(${allocationIds}::uuid[]) as ids (id)) as hull
    where a.id = hull.id`.execute(trx);
}
