import { payrollMonthOf, payslipInputsOf } from '@muster/payroll-rules';
import { financialYearOf, taxRegimeMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTaxChoiceIds } from '../../../app/seed/tax-year.js';
import { patchMessages } from '../../../engine/patch/messages.js';
import { type Row, records, refusal, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';

const idOf = (value: unknown) => (value as { id: string }[] | null)?.[0]?.id;

// Issue #34 item 1 (helper E; payroll README "The regime chosen by the employee"): per
// employee and financial year, the regime — new by default, old on the employee's own
// intimation (CBDT Circular 04/2023 of 5 April 2023, s. 115BAC(1A)). The employee records it
// within its own rows (the list's SQL), HR verifies it, the month's TDS reads it from the next
// generation, and once a payslip of the year has deducted TDS under a regime the year's choice
// no longer changes, for the employee or for HR.
describe.each(testDatabaseKinds)('the income-tax regime an employee chooses, on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  const year = financialYearOf(payrollMonthOf(new Date()).firstDay).startYear;
  const projections = [
    'id',
    'employees_id',
    'financial_year',
    'regime',
    'notes',
    'verified',
    'last_modified',
  ];
  const regimes = (user: string) => kit.list(user, 'tax_regimes', projections, []);
  const row = async (id: string) => (await kit.byId('hr1', 'tax_regimes', projections, id))[0] as Row;
  const update = async (user: string, id: string, data: Row) =>
    kit.write(user, 'tax_regimes', 'update', [
      { op: 'U', key: id, data: { ...data, last_modified: (await row(id)).last_modified } },
    ]);
  /** The regime the month's TDS of an employee is computed under (the generation's own inputs). */
  const regimeOfMonth = async (code: string) =>
    payslipInputsOf(
      records(
        await kit.txn('hr1', {
          name: 'txn_payslips_inputs',
          folder: 'payslips',
          params: { employees_id: ids[code], month: payrollMonthOf(new Date()).key },
        }),
      )[0] ?? {},
    ).incomeTax?.regime;
  const yearText = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    for (const code of ['emp1', 'ro1']) {
      const [found] = await kit.list(
        'hr1',
        'employees',
        ['id'],
        [{ path: 'code', operator: '=', value: code }],
      );
      ids[code] = found?.id as string;
    }
  });
  afterAll(async () => kit?.stop());

  let chosen = '';

  it('lets the employee intimate the old regime for the year on its own record, never for another nor verified', async () => {
    expect(await regimeOfMonth('emp1')).toBe('new');
    const created = written(
      await kit.write('emp1', 'tax_regimes', 'create', [
        // no employee named: the server writes the employee's own; a verified flag sent is not taken
        { op: 'C', data: { financial_year: year, regime: 'old', verified: true } },
      ]),
    );
    chosen = created.id;
    expect(await row(chosen)).toMatchObject({
      employees_id: [expect.objectContaining({ id: ids.emp1 })],
      regime: 'old',
      verified: false,
    });
    const forAnother = await kit.write('emp1', 'tax_regimes', 'create', [
      { op: 'C', data: { employees_id: [{ id: ids.ro1 }], financial_year: year, regime: 'old' } },
    ]);
    expect(refusal(forAnother).message).toBe(`${patchMessages.notPermitted}: rows.0.employees_id`);
    const older = await kit.write('emp1', 'tax_regimes', 'create', [
      { op: 'C', data: { financial_year: year - 1, regime: 'older' } },
    ]);
    expect(refusal(older).message).toBe(`${patchMessages.invalid}: rows.0.regime`);
    // the employee lists its own records only: ro1's old regime of last year (HR's) is not among them
    const own = await regimes('emp1');
    expect(own.map((found) => found.id)).toEqual([chosen]);
    expect((await regimes('hr1')).map((found) => found.id)).toContain(demoTaxChoiceIds.regime);
  });

  it("reaches the month's TDS from the next generation: unverified, the intimation is the employee's", async () => {
    expect(await regimeOfMonth('emp1')).toBe('old');
    // no TDS deducted in the year yet (₹25,000 a month): the employee may still change its mind
    expect((await update('emp1', chosen, { regime: 'new' })).output.type).toBe('success');
    expect(await regimeOfMonth('emp1')).toBe('new');
    expect((await update('emp1', chosen, { regime: 'old' })).output.type).toBe('success');
    // one record a year: a second one is refused, for the employee and for HR
    for (const [user, data] of [
      ['emp1', { financial_year: year, regime: 'new' }],
      ['hr1', { employees_id: [{ id: ids.emp1 }], financial_year: year, regime: 'new' }],
    ] as const) {
      const second = refusal(await kit.write(user, 'tax_regimes', 'create', [{ op: 'C', data }]));
      expect(second.message).toBe(taxRegimeMessages.alreadyChosen.replace('{{year}}', yearText(year)));
      expect(second.data?.text).toEqual({
        key: taxRegimeMessages.alreadyChosen,
        values: { year: yearText(year) },
      });
    }
    expect(await regimeOfMonth('emp1')).toBe('old');
  });

  it('locks the record for the employee once HR verifies it; HR still corrects it', async () => {
    expect(refusal(await update('emp1', chosen, { verified: true })).message).toContain(
      patchMessages.readOnly,
    );
    expect((await update('hr1', chosen, { verified: true })).output.type).toBe('success');
    expect(refusal(await update('emp1', chosen, { regime: 'new' })).message).toBe(patchMessages.notPermitted);
    expect(
      refusal(await kit.write('emp1', 'tax_regimes', 'delete', [{ op: 'D', key: chosen }])).message,
    ).toBe(patchMessages.notPermitted);
    expect(await row(chosen)).toMatchObject({ regime: 'old', verified: true });
    expect((await update('hr1', chosen, { notes: 'Form 12BB received' })).output.type).toBe('success');
    expect(await regimeOfMonth('emp1')).toBe('old');
  });

  it('refuses a change of mind once a payslip of the year deducted TDS under the regime, for the employee and for HR', async () => {
    // ro1's payslips of this year deducted TDS under the new regime (no intimation: the default)
    const late = refusal(
      await kit.write('ro1', 'tax_regimes', 'create', [
        { op: 'C', data: { financial_year: year, regime: 'old' } },
      ]),
    );
    expect(late.message).toBe(taxRegimeMessages.deductedUnderNew.replace('{{year}}', yearText(year)));
    expect(late.data?.text).toEqual({
      key: taxRegimeMessages.deductedUnderNew,
      values: { year: yearText(year) },
    });
    const byHr = await kit.write('hr1', 'tax_regimes', 'create', [
      { op: 'C', data: { employees_id: [{ id: ids.ro1 }], financial_year: year, regime: 'old' } },
    ]);
    expect(refusal(byHr).message).toBe(
      taxRegimeMessages.deductedUnderNew.replace('{{year}}', yearText(year)),
    );
    // recording the regime TDS was deducted under is no change
    expect(
      written(
        await kit.write('ro1', 'tax_regimes', 'create', [
          { op: 'C', data: { financial_year: year, regime: 'new' } },
        ]),
      ),
    ).toBeTruthy();
    expect(await regimeOfMonth('ro1')).toBe('new');
    // last year: old regime, TDS deducted under it all year (the seed's fixed record, HR's)
    const lastYear = demoTaxChoiceIds.regime;
    const back = refusal(await update('hr1', lastYear, { regime: 'new' }));
    expect(back.message).toBe(taxRegimeMessages.deductedUnderOld.replace('{{year}}', yearText(year - 1)));
    expect(
      refusal(await kit.write('hr1', 'tax_regimes', 'delete', [{ op: 'D', key: lastYear }])).message,
    ).toBe(taxRegimeMessages.deductedUnderOld.replace('{{year}}', yearText(year - 1)));
    expect(await row(lastYear)).toMatchObject({ regime: 'old' });
    expect(idOf((await row(lastYear)).employees_id)).toBe(ids.ro1);
  });
});
