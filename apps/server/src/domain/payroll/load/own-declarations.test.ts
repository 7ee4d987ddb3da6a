import { payrollMonthOf, payslipInputsOf } from '@muster/payroll-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTaxChoiceIds } from '../../../app/seed/tax-year.js';
import { patchMessages } from '../../../engine/patch/messages.js';
import { type Row, records, refusal, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';

const idOf = (value: unknown) => (value as { id: string }[] | null)?.[0]?.id;

// Issue #34 (helper E item 1; payroll README "Declarations"): an employee declares for itself
// and edits its declaration while HR has not verified it; HR verifies, and the row is then
// locked for the employee. The scope is the server's SQL: an employee lists and writes its
// own rows only, whatever it sends.
describe.each(testDatabaseKinds)('employees declaring for themselves on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  let year = 0;
  const projections = [
    'id',
    'employees_id',
    'financial_year',
    'section',
    'amount',
    'verified',
    'last_modified',
  ];
  const declarations = (user: string) => kit.list(user, 'tax_declarations', projections, []);
  const row = async (id: string) => (await kit.byId('hr1', 'tax_declarations', projections, id))[0] as Row;
  const update = async (user: string, id: string, data: Row) =>
    kit.write(user, 'tax_declarations', 'update', [
      { op: 'U', key: id, data: { ...data, last_modified: (await row(id)).last_modified } },
    ]);

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

  it("lists an employee its own declarations only: the demo's emp1 has one submitted, not verified", async () => {
    const own = await declarations('emp1');
    expect(own).toEqual([
      expect.objectContaining({
        id: demoTaxChoiceIds.employeeSubmitted,
        section: '80C',
        amount: 45_000,
        verified: false,
      }),
    ]);
    expect(own.every((found) => idOf(found.employees_id) === ids.emp1)).toBe(true);
    year = own[0]?.financial_year as number;
    // HR sees the business's, ro1's among them (recorded by HR, so verified)
    const all = await declarations('hr1');
    expect(all.some((found) => idOf(found.employees_id) === ids.ro1 && found.verified === true)).toBe(true);
    expect(await declarations('ro1')).not.toContainEqual(
      expect.objectContaining({ id: demoTaxChoiceIds.employeeSubmitted }),
    );
  });

  it('lets the employee declare for itself, never for another, and never as verified', async () => {
    const created = written(
      await kit.write('emp1', 'tax_declarations', 'create', [
        // a verified flag sent by the employee is not taken: the row starts unverified
        { op: 'C', data: { financial_year: year, section: '80D', amount: 20_000, verified: true } },
      ]),
    );
    expect(await row(created.id)).toMatchObject({
      employees_id: [expect.objectContaining({ id: ids.emp1 })],
      verified: false,
    });
    const forAnother = await kit.write('emp1', 'tax_declarations', 'create', [
      { op: 'C', data: { employees_id: [{ id: ids.ro1 }], financial_year: year, section: '80C', amount: 1 } },
    ]);
    expect(refusal(forAnother).message).toBe(`${patchMessages.notPermitted}: rows.0.employees_id`);
    // HR's own records are verified as written
    const byHr = written(
      await kit.write('hr1', 'tax_declarations', 'create', [
        {
          op: 'C',
          data: { employees_id: [{ id: ids.ro1 }], financial_year: year, section: '80E', amount: 12_000 },
        },
      ]),
    );
    expect((await row(byHr.id)).verified).toBe(true);
  });

  it('edits while HR has not verified; HR verifies and the row is locked for the employee', async () => {
    const id = demoTaxChoiceIds.employeeSubmitted;
    expect((await update('emp1', id, { amount: 50_000 })).output.type).toBe('success');
    expect((await row(id)).amount).toBe(50_000);
    // the employee cannot verify its own, nor touch another's
    expect(refusal(await update('emp1', id, { verified: true })).message).toContain(patchMessages.readOnly);
    const ro1Row = (await declarations('hr1')).find((found) => idOf(found.employees_id) === ids.ro1);
    expect((await update('emp1', ro1Row?.id as string, { amount: 1 })).output.type).toBe('error');
    expect((await row(ro1Row?.id as string)).amount).toBe(ro1Row?.amount);

    expect((await update('hr1', id, { verified: true })).output.type).toBe('success');
    const locked = await update('emp1', id, { amount: 60_000 });
    expect(refusal(locked).message).toBe(patchMessages.notPermitted);
    expect(
      refusal(await kit.write('emp1', 'tax_declarations', 'delete', [{ op: 'D', key: id }])).message,
    ).toBe(patchMessages.notPermitted);
    expect(await row(id)).toMatchObject({ amount: 50_000, verified: true });
    // HR still corrects a verified row
    expect((await update('hr1', id, { amount: 48_000 })).output.type).toBe('success');
    expect((await row(id)).amount).toBe(48_000);
  });

  it("reaches the month's TDS: the parents' 80D, a parent 60 or more, with its own limits' rows (helper E item 2)", async () => {
    written(
      await kit.write('emp1', 'tax_declarations', 'create', [
        {
          op: 'C',
          data: { financial_year: year, section: '80D parents', amount: 40_000, senior_citizen: true },
        },
      ]),
    );
    // the 60-or-more answer belongs to s. 80D's rows only
    const misplaced = await kit.write('emp1', 'tax_declarations', 'create', [
      { op: 'C', data: { financial_year: year, section: '80C', amount: 1_000, senior_citizen: true } },
    ]);
    expect(refusal(misplaced).message).toBe(`${patchMessages.invalid}: rows.0.senior_citizen`);
    const inputs = payslipInputsOf(
      records(
        await kit.txn('emp1', {
          name: 'txn_payslips_inputs',
          folder: 'payslips',
          params: { employees_id: ids.emp1, month: payrollMonthOf(new Date()).key },
        }),
      )[0] ?? {},
    );
    expect(inputs.incomeTax?.declared?.deductions).toContainEqual({
      section: '80D',
      amount: 40_000,
      parents: true,
      seniorCitizen: true,
    });
    const limits = (inputs.incomeTax?.rates ?? []).filter((rate) =>
      rate.item.startsWith('deduction_80d_parents'),
    );
    expect(limits.map((rate) => [rate.item, rate.effective_from.slice(0, 10), rate.value])).toEqual(
      expect.arrayContaining([
        ['deduction_80d_parents_cap', '2025-04-01', 25_000],
        ['deduction_80d_parents_senior_cap', '2025-04-01', 50_000],
      ]),
    );
  });
});
