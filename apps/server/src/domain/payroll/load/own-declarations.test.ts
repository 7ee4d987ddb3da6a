import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTaxChoiceIds } from '../../../app/seed/tax-year.js';
import { patchMessages } from '../../../engine/patch/messages.js';
import { type Row, refusal, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
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
});
