import { complianceMessage, rankWith, taxRegimeMessages } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { WriteHook } from '../../../engine/patch/write-hooks.js';
import { businessMonthSql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An employee's financial year (by the year its 1 April falls in) a write touched. */
interface RegimeYear {
  employees_id: string;
  financial_year: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The employee and year of stored `tax_regimes` rows, deleted ones too (a delete keeps its row). */
async function yearsOf(db: Db, ids: readonly string[]): Promise<RegimeYear[]> {
  if (!ids.length) return [];
  const rows = await sql<RegimeYear>`select employees_id, financial_year from tax_regimes
    where id = any(${ids}::uuid[]) and employees_id is not null and financial_year is not null`.execute(db);
  return rows.rows;
}

/** `2026` as `2026-27`, the year as the refusal names it. */
const yearText = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/**
 * Each touched year as it stands after the write: how many records choose its regime, the
 * regime TDS now uses (the last changed record's, none: the new regime, s. 115BAC(1A)), and the
 * regime of a payslip of the employee's year that deducted TDS under another one, if any. A
 * payslip's year is its month's in its business's zone (April to March).
 */
async function standing(db: Db, years: readonly RegimeYear[]) {
  const month = businessMonthSql(sql.ref('p.payroll_month'), zoneOfPartnerSql('p.partners_id'));
  const rows = await sql<{ financial_year: number; records: number; deducted_under: string | null }>`
    with touched as (
      select distinct t.employees_id, t.financial_year
      from unnest(${years.map((year) => year.employees_id)}::uuid[], ${years.map((year) => year.financial_year)}::int[])
        as t(employees_id, financial_year)),
    chosen as (
      select t.employees_id, t.financial_year,
        (select count(*) from tax_regimes r where r.employees_id = t.employees_id
          and r.financial_year = t.financial_year and not r.deleted)::int as records,
        coalesce((select r.regime from tax_regimes r where r.employees_id = t.employees_id
          and r.financial_year = t.financial_year and not r.deleted order by r.last_modified desc limit 1), 'new') as regime
      from touched t)
    select c.financial_year, c.records,
      (select coalesce(s.regime, 'new') from (
          select p.aggregate_pay_details -> 'income_tax' ->> 'regime' as regime, ${month} as month
          from payslips p
          where p.employees_id = c.employees_id and not p.deleted
            and exists (select 1 from jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
                then p.itemized_pay_details else '[]'::jsonb end) as line
              where line ->> 'source' = 'statutory' and line ->> 'code' = 'TDS' and (line ->> 'amount')::numeric > 0)) s
        where substr(s.month, 1, 4)::int - case when substr(s.month, 6, 2)::int < 4 then 1 else 0 end = c.financial_year
          and coalesce(s.regime, 'new') <> c.regime
        limit 1) as deducted_under
    from chosen c
    order by c.financial_year`.execute(db);
  return rows.rows;
}

const refusal = (key: string, year: number) =>
  new TxnError(complianceMessage(key, { year: yearText(year) }), {
    text: { key, values: { year: yearText(year) } },
  });

/**
 * The regime of a year is chosen once (payroll README "The regime chosen by the employee";
 * CBDT Circular 04/2023 of 5 April 2023 on s. 115BAC(1A): the employee intimates it to the
 * employer, without an intimation the employer deducts under the new regime, and the intimation
 * cannot be modified during the year for TDS). After any write to `tax_regimes` — by the
 * employee or by HR, a create, an update or a delete — each employee's year it touched (as the
 * rows were and are) has at most one record, and its regime is the one under which every
 * payslip of the year that deducted TDS was computed: once TDS has been deducted under a
 * regime, the year's choice no longer changes (a record that keeps the regime, its notes or HR's
 * verification, still does). Registered at app/write-hooks.ts.
 */
export const taxRegimeWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => definition.name === 'tax_regimes'),
  open() {
    let before: RegimeYear[] = [];
    return {
      async before(trx, patch) {
        const keys = patch.rows.flatMap((row) =>
          row.op !== 'C' && typeof row.key === 'string' && uuid.test(row.key) ? [row.key] : [],
        );
        before = await yearsOf(trx, keys);
      },
      async after(trx, _patch, written) {
        const years = [
          ...before,
          ...(await yearsOf(
            trx,
            written.map((row) => row.id),
          )),
        ];
        if (!years.length) return undefined;
        for (const year of await standing(trx, years)) {
          if (year.records > 1) throw refusal(taxRegimeMessages.alreadyChosen, year.financial_year);
          if (year.deducted_under)
            throw refusal(
              year.deducted_under === 'old'
                ? taxRegimeMessages.deductedUnderOld
                : taxRegimeMessages.deductedUnderNew,
              year.financial_year,
            );
        }
        return undefined;
      },
    };
  },
};
