import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, businessMonthSql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { Challan, ChallanScheme } from '../rules/index.js';

const tables = {
  EPF: { table: 'epf_challans', reference: 'trrn' },
  ESI: { table: 'esi_challans', reference: 'challan_no' },
} as const;

const dayMs = 86_400_000;

/** A row's day in its business's zone (the contractor's, whose records these are). */
const businessDay = (column: string) => businessDaySql(sql.ref(column), zoneOfPartnerSql('partners_id'));

/** A scheme's challans recorded for a wage month (IST), by contractor, in the order paid. */
export async function loadChallans(
  db: Kysely<Database>,
  scheme: ChallanScheme,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, Challan[]>> {
  const { table, reference } = tables[scheme];
  const rows = await sql<{
    id: string;
    partners_id: string;
    reference: string;
    paid_on: string;
    amount: string;
    has_receipt: boolean;
  }>`select id, partners_id, coalesce(${sql.ref(reference)}, '') as reference, ${businessDay('paid_on')} as paid_on,
      amount::text as amount, receipt is not null as has_receipt
    from ${sql.table(table)}
    where not deleted and partners_id = any(${partnerIds}::uuid[])
      -- the wage month in each contractor's own zone, within a day either side of the asked one's
      and wage_month > ${new Date(month.start.getTime() - dayMs)} and wage_month < ${new Date(month.end.getTime() + dayMs)}
      and ${businessMonthSql(sql`wage_month`, zoneOfPartnerSql('partners_id'))} = ${month.key}
    order by paid_on, id`.execute(db);
  const byPartner = new Map<string, Challan[]>();
  for (const { partners_id, amount, ...challan } of rows.rows)
    byPartner.set(partners_id, [
      ...(byPartner.get(partners_id) ?? []),
      // numeric read as text: the amount to the paisa, no float on the way
      { ...challan, amount_paise: Math.round(Number(amount) * 100) },
    ]);
  return byPartner;
}
