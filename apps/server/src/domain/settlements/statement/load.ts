import { businessDayKey, type Locale, pickLocale } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { SettlementLine } from '../rules/full-and-final.js';
import type { StatementRow } from './render.js';

type Name = Record<string, string> | null;

/** A statement and the zone of its business, whose calendar its days and its printing day are of. */
export type LoadedStatement = StatementRow & { timeZone: string };

/** A settlement's statement by its reference, read only where the caller's scope condition admits it. */
export async function loadStatement(
  db: Kysely<Database>,
  uconst: string,
  inScope: ReturnType<typeof sql<boolean>>,
  language: Locale,
): Promise<LoadedStatement | null> {
  const rows = await sql<{
    uconst: string;
    business: string | null;
    code: string;
    first_name: Name;
    middle_name: Name;
    last_name: Name;
    joining_date: Date | null;
    leaving_date: Date;
    leaving_reason: Name;
    due_on: Date;
    status: StatementRow['status'];
    paid_on: Date | null;
    working: SettlementLine[] | null;
    total_earnings: string;
    total_deductions: string;
    net_pay: string;
    stated_balance: string;
    time_zone: string;
  }>`select s.uconst, b.name as business, ${zoneColumnSql('b.time_zone')} as time_zone, e.code, pe.first_name, pe.middle_name, pe.last_name,
      e.joining_date, s.leaving_date, r.name as leaving_reason, s.due_on, s.status, s.paid_on, s.working,
      s.total_earnings::text, s.total_deductions::text, s.net_pay::text, s.stated_balance::text
    from settlements s
    join employees e on e.id = s.employees_id
    left join persons pe on pe.id = e.persons_id
    left join leaving_reasons r on r.id = e.leaving_reasons_id
    left join partners b on b.id = s.partners_id
    where not s.deleted and s.uconst = ${uconst} and ${inScope}`.execute(db);
  const [row] = rows.rows;
  if (!row) return null;
  // the settlement's days are its business's (partners.time_zone, issue #28 item 2), stored at their starts there
  const timeZone = row.time_zone;
  const dayOf = (instant: Date | null) => (instant ? businessDayKey(instant.getTime(), timeZone) : null);
  return {
    timeZone,
    uconst: row.uconst,
    business: row.business ?? '',
    employee: [row.first_name, row.middle_name, row.last_name]
      .map((name) => (name ? pickLocale(name, language) : ''))
      .filter(Boolean)
      .join(' '),
    code: row.code,
    joiningDay: dayOf(row.joining_date),
    leavingDay: businessDayKey(row.leaving_date.getTime(), timeZone),
    leavingReason: row.leaving_reason ? pickLocale(row.leaving_reason, language) : null,
    dueDay: businessDayKey(row.due_on.getTime(), timeZone),
    status: row.status,
    paidDay: dayOf(row.paid_on),
    lines: row.working ?? [],
    totalEarnings: Number(row.total_earnings),
    totalDeductions: Number(row.total_deductions),
    netPay: Number(row.net_pay),
    statedBalance: Number(row.stated_balance),
  };
}
