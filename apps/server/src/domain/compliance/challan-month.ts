import { complianceMessage, complianceMessages, rankWith } from '@muster/protocol';
import { sql } from 'kysely';
import type { WriteHook } from '../../engine/patch/write-hooks.js';
import { businessDaySql, businessMonthSql, zoneOfPartnerSql } from '../../engine/query/index.js';
import { TxnError } from '../../platform/refusal.js';

/** The challan folders (README "Challans") and their tables: the folder is its table (catalogue README). */
const challanFolders = new Set(['epf_challans', 'esi_challans']);

/**
 * A challan pays the contributions of wages a month has earned (EPF Scheme 1952 para 38(1),
 * ESI (General) Regulations 1950 reg. 31: due after the wage month's close), so its wage month
 * cannot lie after the business's current one (issue #32): a challan recorded for a month not
 * begun would be matched against payslips that cannot exist yet. Its 'Paid On' is a day that
 * has happened, so not after the business's today, and not before its wage month began (a
 * payment of contributions on wages not yet earned; issue #33's stop of 29 November 2026).
 * Registered at app/write-hooks.ts; the months and days are counted in the row's own
 * business's zone (the contractor's, whose record it is), and each refusal names its months
 * and days for the client to show in the user's language.
 */
export const challanMonthWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => challanFolders.has(definition.name)),
  open: ({ definition }) => ({
    async after(trx, _patch, written) {
      const ids = written.filter((row) => row.op !== 'D').map((row) => row.id);
      if (!ids.length) return undefined;
      const zone = zoneOfPartnerSql('c.partners_id');
      const now = sql`${new Date()}::timestamptz`;
      const rows = await sql<{ month: string; current: string; paid_on: string | null; today: string }>`
        select ${businessMonthSql(sql`c.wage_month`, zone)} as month, ${businessMonthSql(now, zone)} as current,
          ${businessDaySql(sql`c.paid_on`, zone)} as paid_on, ${businessDaySql(now, zone)} as today
        from ${sql.table(definition.name)} c where c.id = any(${ids}::uuid[]) order by c.id`.execute(trx);
      const future = rows.rows
        .filter((row) => row.month > row.current)
        .sort((a, b) => b.month.localeCompare(a.month))[0];
      if (future) throw futureWageMonthRefusal(future.month, future.current);
      for (const row of rows.rows) {
        if (row.paid_on === null) continue;
        if (row.paid_on > row.today)
          throw dayRefusal(complianceMessages.challanPaidInFuture, {
            paid_on: row.paid_on,
            today: row.today,
          });
        if (row.paid_on < `${row.month}-01`)
          throw dayRefusal(complianceMessages.challanPaidBeforeWageMonth, {
            paid_on: row.paid_on,
            month: row.month,
          });
      }
      return undefined;
    },
  }),
};

/** 'The wage month 2026-12 has not begun: …', its months named in the user's language by the client (`text`). */
const futureWageMonthRefusal = (month: string, current: string): TxnError =>
  new TxnError(complianceMessage(complianceMessages.futureWageMonth, { month, current }), {
    text: {
      key: complianceMessages.futureWageMonth,
      values: { month: { month }, current: { month: current } },
    },
  });

/** A refusal of a challan's 'Paid On', its days as `YYYY-MM-DD` and its month named in the user's language (`text`). */
const dayRefusal = (key: string, values: Record<string, string>): TxnError =>
  new TxnError(complianceMessage(key, values), {
    text: { key, values: { ...values, ...(values.month && { month: { month: values.month } }) } },
  });
