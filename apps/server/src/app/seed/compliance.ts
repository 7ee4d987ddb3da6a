import { monthRules } from '@muster/payroll-rules';
import { addDays, businessDayKey, businessDayStart } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { loadHeadcounts } from '../../domain/compliance/load/headcount.js';
import { loadChallanPayslips } from '../../domain/compliance/load/payslips.js';
import { expectedEpfPaise, expectedEsiPaise } from '../../domain/compliance/rules/index.js';
import { loadRates } from '../../domain/payroll/load/statutory.js';
import type { Database } from '../../platform/db/schema.js';
import { storeDocument } from './invoices.js';
import { demoPayrollMonth } from './payroll-month.js';

/**
 * Each contractor's register entry and last month's challans (issue #33), so the scorecard
 * shows every contractor an amber finding and no red one on first start: Sunrise's licence
 * expires 20 days after the month (its renewal was due 10 days before the month ended) and
 * its ESI challan has no receipt; Shakti's EPF challan has no receipt. Each challan pays
 * exactly what the month's approved payslips make due, on the 10th of the next month (or
 * today, when that is earlier), so nothing is short or late.
 */
const licences: Record<string, { licence_no: string; work: string; expiresAfterMonth: number | null }> = {
  sunrise: {
    licence_no: 'CLRA/KOL/2024/0147',
    work: 'Housekeeping and material handling',
    expiresAfterMonth: 20,
  },
  shakti: {
    licence_no: 'CLRA/HP/2024/0388',
    work: 'Security and facility management',
    expiresAfterMonth: null,
  },
};
const receiptless: Record<string, 'EPF' | 'ESI'> = { sunrise: 'ESI', shakti: 'EPF' };

export async function seedDemoCompliance(
  db: Kysely<Database>,
  dataDir: string | undefined,
  now = new Date(),
) {
  const month = demoPayrollMonth(now);
  const contractors = await sql<{
    id: string;
    handle: string;
  }>`select id, lower(sw_handle) as handle from partners
    where not deleted and partner_type = 'contractor' order by code`.execute(db);
  const principal = await sql<{ name: string; address: string | null }>`select name, address from partners
    where not deleted and partner_type is distinct from 'contractor' order by creation_date limit 1`.execute(
    db,
  );
  const establishment = [principal.rows[0]?.name, principal.rows[0]?.address].filter(Boolean).join(', ');
  const payslips = await loadChallanPayslips(
    db,
    contractors.rows.map((row) => row.id),
    month,
  );
  const epfRules = monthRules(await loadRates(db), month).epf;
  const headcounts = await loadHeadcounts(
    db,
    contractors.rows.map((row) => row.id),
    month,
  );
  // the month's zone: the demo businesses', whose challans these are
  const today = businessDayKey(now.getTime(), month.timeZone);
  const paidOn = [addDays(month.lastDay, 10), today].sort()[0] ?? today;
  const instant = (day: string) => new Date(businessDayStart(day, month.timeZone));
  for (const contractor of contractors.rows) {
    const licence = licences[contractor.handle];
    if (!licence) continue;
    // a licence allows a round number above the month's peak (the demo's scale varies)
    const peak = Math.max(0, ...(headcounts.get(contractor.id) ?? []).map((day) => day.workers));
    const maxWorkers = Math.ceil(peak / 50) * 50 + 50;
    const validTo =
      licence.expiresAfterMonth === null ? '2027-12-31' : addDays(month.lastDay, licence.expiresAfterMonth);
    await sql`insert into contractor_licences (partners_id, licence_no, valid_from, valid_to, max_workers,
        pe_registration_no, nature_of_work, establishment)
      values (${contractor.id}, ${licence.licence_no}, ${instant('2024-11-01')}, ${instant(validTo)}, ${maxWorkers},
        'RC/KOL/CLRA/2019/0031', ${licence.work}, ${establishment})`.execute(db);
    const slips = payslips.get(contractor.id) ?? [];
    const challans = [
      { scheme: 'EPF', table: 'epf_challans', reference: 'trrn', paise: expectedEpfPaise(slips, epfRules) },
      { scheme: 'ESI', table: 'esi_challans', reference: 'challan_no', paise: expectedEsiPaise(slips) },
    ] as const;
    for (const [index, challan] of challans.entries()) {
      if (challan.paise <= 0) continue;
      const number = `${challan.scheme === 'EPF' ? '1' : '2'}${month.key.replace('-', '')}${contractor.handle.length}${index}0417`;
      const receipt =
        receiptless[contractor.handle] === challan.scheme
          ? null
          : await storeDocument(db, dataDir, contractor.id, `${challan.scheme} challan ${number}`);
      await sql`insert into ${sql.table(challan.table)} (partners_id, wage_month, ${sql.ref(challan.reference)}, paid_on, amount, receipt)
        values (${contractor.id}, ${month.start}, ${number}, ${instant(paidOn)}, ${challan.paise / 100}, ${receipt})`.execute(
        db,
      );
    }
  }
}
