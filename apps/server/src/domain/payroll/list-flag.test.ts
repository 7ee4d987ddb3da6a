import fs from 'node:fs';
import { evaluateValue } from '@muster/expr';
import { type BusinessEnv, translateDisplayWord } from '@muster/protocol';
import { describe, expect, it } from 'vitest';

const catalogue = new URL('../../../catalogue/payslips.json', import.meta.url);
const status = (
  JSON.parse(fs.readFileSync(catalogue, 'utf8')) as { fields: { name: string; format_expr?: string }[] }
).fields.find((field) => field.name === 'status')?.format_expr;

const shown = (row: Record<string, unknown>) =>
  evaluateValue(status ?? '', { row, env: {} as BusinessEnv }, { folder: 'payslips', field: 'status' }, '');

// Issue #32 item 2: the payslips list flags a payslip with nothing to pay, beside its state.
describe("the payslips list's status", () => {
  it.each([
    // numeric columns come as numbers or as PostgreSQL's numeric text
    [{ status: 'created', payable_days: 0, net_pay: 0 }, 'Created · No payable days'],
    [{ status: 'created', payable_days: '0', net_pay: '0.00' }, 'Created · No payable days'],
    [{ status: 'approved', payable_days: '3.5', net_pay: '0.00' }, 'Approved · Net pay 0'],
    [{ status: 'created', payable_days: 1, net_pay: -150 }, 'Created · Net pay 0'],
    [{ status: 'approved', payable_days: 26, net_pay: 0.01 }, 'Approved'],
    [{ status: 'created', payable_days: 0.5, net_pay: 410 }, 'Created'],
    // a list that did not read the amounts flags nothing
    [{ status: 'created' }, 'Created'],
  ])('%o shows %s', (row, expected) => {
    expect(shown(row)).toBe(expected);
  });

  it('says each flag in every language', () => {
    for (const word of ['Created · No payable days', 'Approved · Net pay 0'])
      for (const locale of ['fr', 'hin', 'ben'] as const)
        expect(translateDisplayWord(word, locale)).not.toBe(word);
  });
});
