import { payrollMonth } from '@muster/payroll-rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../engine/catalogue/index.js';
import { applyStorage } from '../../../engine/storage/index.js';
import { openedTestDatabase } from '../../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../../testing/test-database.js';
import { loadIncomeTaxRates, loadTaxYears } from './income-tax.js';

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;

// s. 80CCD(2) (helper E item 3; payroll README "s. 80CCD(2)"): the month's TDS reads the
// employer's pension contribution (structure lines `NPS_ER`) and basic + DA of the year's
// earlier payslips from the database, and the year's share of salary from its dated rows.
describe.each(testDatabaseKinds)("the employer's pension contribution of the year so far, on %s", (kind) => {
  const opened = openedTestDatabase(kind);

  it('sums the earlier payslips’ NPS_ER and BASIC + DA of the year, and reads 10% old, 14% new', async () => {
    const { db } = opened();
    await applyStorage(db, await loadCatalogue(catalogueDir));
    const [partner] = (
      await sql<{
        id: string;
      }>`insert into partners (code, name, sw_handle) values ('NPS', 'Pension works', 'nps')
        returning id`.execute(db)
    ).rows;
    const [employee] = (
      await sql<{
        id: string;
      }>`insert into employees (partners_id, code) values (${partner?.id}, 'N1') returning id`.execute(db)
    ).rows;
    const lines = JSON.stringify([
      { code: 'BASIC', kind: 'earning', amount: 50_000, source: 'structure' },
      { code: 'DA', kind: 'earning', amount: 10_000, source: 'structure' },
      { code: 'SPECIAL', kind: 'earning', amount: 40_000, source: 'structure' },
      { code: 'NPS_ER', kind: 'employer_contribution', amount: 6_000, source: 'structure' },
      { code: 'EPF_ER', kind: 'employer_contribution', amount: 1_800, source: 'statutory' },
    ]);
    // April and May of FY 2025-26 paid; last March's (the year before) is not counted
    for (const month of [payrollMonth(2025, 3), payrollMonth(2025, 4), payrollMonth(2025, 5)])
      await sql`insert into payslips (partners_id, employees_id, payroll_month, status, gross_pay, itemized_pay_details)
        values (${partner?.id}, ${employee?.id}, ${month.start}, 'approved', 100000, ${lines}::jsonb)`.execute(
        db,
      );

    const years = await loadTaxYears(db, [employee?.id ?? ''], payrollMonth(2025, 6));
    expect(years.get(employee?.id ?? '')?.employerNpsBefore).toEqual({
      contribution: 12_000,
      salary: 120_000,
    });
    const rates = await loadIncomeTaxRates(db);
    const shares = rates
      .filter((rate) => rate.item === 'deduction_80ccd_2_share' && rate.effective_from.startsWith('2025'))
      .map((rate) => [rate.regime, Number(rate.value)]);
    expect(shares.sort()).toEqual([
      ['new', 0.14],
      ['old', 0.1],
    ]);
  });
});
