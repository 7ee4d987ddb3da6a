import { type DatedRate, type StatutoryCode, statutoryCodes, type TaxSlab } from '@muster/payroll-rules';
import { indianLawTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { businessDaySql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** The day of India's calendar a law's dated row applies from, `YYYY-MM-DD`, in SQL. */
export const lawDay = (column: string) => businessDaySql(sql.ref(column), indianLawTimeZone);

const knownCodes: ReadonlySet<string> = new Set(statutoryCodes);

/** Every live statutory rate; a row of an unknown code or without a date or value is left out. */
export async function loadRates(db: Kysely<Database>): Promise<DatedRate[]> {
  const rows = await sql<{
    code: string;
    states_id: string | null;
    day: string;
    value: string;
    months: string | null;
  }>`
    select code, states_id, ${lawDay('effective_from')} as day, value::text as value, months
    from statutory_rates
    where not deleted and effective_from is not null and value is not null`.execute(db);
  return rows.rows
    .filter((row) => knownCodes.has(row.code))
    .map((row) => ({
      code: row.code as StatutoryCode,
      states_id: row.states_id,
      effective_from: row.day,
      value: Number(row.value),
      months: parseMonths(row.months),
    }));
}

/** '6, 12' → [6, 12]; empty → every month. */
export function parseMonths(text: string | null): number[] | null {
  const months = (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12);
  return months.length ? months : null;
}

/** Every live professional tax slab of every state. */
export async function loadTaxSlabs(db: Kysely<Database>): Promise<TaxSlab[]> {
  const rows = await sql<{
    states_id: string;
    from_day: string | null;
    until_day: string | null;
    min_gross: string | null;
    max_gross: string | null;
    amount: string | null;
    month: number | null;
    gender: string | null;
  }>`select s.parent_id as states_id,
      ${businessDaySql(sql`lower(s.effective_period)`, indianLawTimeZone)} as from_day,
      ${businessDaySql(sql`upper(s.effective_period)`, indianLawTimeZone)} as until_day,
      s.min_gross::text as min_gross, s.max_gross::text as max_gross, s.amount::text as amount, s.month, s.gender
    from states__professional_tax_slabs s join states st on st.id = s.parent_id
    where not s.deleted and not st.deleted and s.amount is not null`.execute(db);
  return rows.rows.map((row) => ({
    states_id: row.states_id,
    from: row.from_day ?? '0000-01-01',
    until: row.until_day,
    minGross: Number(row.min_gross ?? 0),
    maxGross: row.max_gross === null ? null : Number(row.max_gross),
    amount: Number(row.amount),
    month: row.month === null ? null : Number(row.month),
    gender: row.gender?.trim() || null,
  }));
}
