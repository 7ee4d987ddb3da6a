import { listColumnFields } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { exportPaths } from './paths.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;
const catalogue = await loadCatalogue(catalogueDir);
const lookup = (name: string) => catalogue.folders.get(name);

/** The export's projection of a folder when every list column is written. */
const pathsOf = (name: string) => {
  const definition = lookup(name);
  if (!definition) throw new Error(name);
  const columns = listColumnFields(definition).map((field) => ({ field, header: field.name }));
  return exportPaths(definition, columns, lookup);
};

describe("an export's projection (issue #35 item 4)", () => {
  it('reads the listed columns only: no unlisted field, no detail rows', () => {
    const paths = pathsOf('invoices') ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['invoice_no', 'invoice_period', 'taxable_amount', 'status', 'contracts_id.id']),
    );
    // invoices list seven columns: not their bank details, their particulars or their items
    for (const unlisted of [
      'bank_account_no',
      'particulars',
      'att_based_items',
      'partners_id',
      'cancel_reason',
    ])
      expect(
        paths.filter((path) => path === unlisted || path.startsWith(`${unlisted}.`)),
        unlisted,
      ).toEqual([]);
    expect(pathsOf('leaves')?.filter((path) => path.startsWith('leave_days'))).toEqual([]);
  });

  it("reads a reference as its ids and label fields, an employee's with its person's names", () => {
    const paths = pathsOf('leaves') ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'employees_id.id',
        'employees_id.code',
        'employees_id.persons_id.first_name',
        'employees_id.persons_id.last_name',
        'created_by.id',
        'leave_status',
      ]),
    );
    // a label field the referenced folder does not have is not asked for
    expect(paths).not.toContain('employees_id.name');
  });
});
