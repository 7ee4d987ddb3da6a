import { complianceMessage, complianceMessages, rankWith } from '@muster/protocol';
import { sql } from 'kysely';
import type { WriteHook } from '../../engine/patch/write-hooks.js';
import { businessMonthSql, zoneOfPartnerSql } from '../../engine/query/index.js';
import { TxnError } from '../../platform/refusal.js';

/** The challan folders (README "Challans") and their tables: the folder is its table (catalogue README). */
const challanFolders = new Set(['epf_challans', 'esi_challans']);

/**
 * A challan pays the contributions of wages a month has earned (EPF Scheme 1952 para 38(1),
 * ESI (General) Regulations 1950 reg. 31: due after the wage month's close), so its wage month
 * cannot lie after the business's current one (issue #32): a challan recorded for a month not
 * begun would be matched against payslips that cannot exist yet. Registered at
 * app/write-hooks.ts; the month is counted in the row's own business's zone (the contractor's,
 * whose record it is), and the refusal names both months for the client to show in the user's
 * language.
 */
export const challanMonthWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => challanFolders.has(definition.name)),
  open: ({ definition }) => ({
    async after(trx, _patch, written) {
      const ids = written.filter((row) => row.op !== 'D').map((row) => row.id);
      if (!ids.length) return undefined;
      const zone = zoneOfPartnerSql('c.partners_id');
      const rows = await sql<{ month: string; current: string }>`select month, current from (
          select ${businessMonthSql(sql`c.wage_month`, zone)} as month,
            ${businessMonthSql(sql`${new Date()}::timestamptz`, zone)} as current
          from ${sql.table(definition.name)} c where c.id = any(${ids}::uuid[])) m
        where month > current order by month desc limit 1`.execute(trx);
      const [future] = rows.rows;
      if (future) throw futureWageMonthRefusal(future.month, future.current);
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
