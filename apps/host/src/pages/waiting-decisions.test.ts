import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { decidedKinds } from './waiting-decisions';

const folder = (name: string, rule: string) =>
  ({
    name,
    txns: [{ name: `txn_${name}_approve`, op: 'U', permission: { env: rule } }],
  }) as unknown as FolderDefinition;
const folders = {
  payslips: folder('payslips', 'env.isAdmin || env.isHR'),
  invoices: folder('invoices', '(env.isAdmin || env.isHR) && env.partners_id == env.pe_partners_id'),
  punch_requests: folder('punch_requests', 'env.isAO || env.isRO'),
};
const env = (overrides: Partial<BusinessEnv>) =>
  ({
    isAdmin: false,
    isHR: false,
    isAO: false,
    isRO: false,
    partners_id: 'p1',
    pe_partners_id: 'p1',
    ...overrides,
  }) as BusinessEnv;

describe('what waits for the user on the home page', () => {
  it("is the principal employer's admin's: payslips and invoices", () =>
    expect(decidedKinds(folders, env({ isAdmin: true })).map((kind) => kind.folder)).toEqual([
      'payslips',
      'invoices',
    ]));
  it("is a contractor's HR's: its payslips only (invoices are approved by the principal employer)", () =>
    expect(decidedKinds(folders, env({ isHR: true, partners_id: 'p2' })).map((kind) => kind.folder)).toEqual([
      'payslips',
    ]));
  it("is a reporting officer's: the punch requests of its team", () =>
    expect(decidedKinds(folders, env({ isRO: true })).map((kind) => kind.folder)).toEqual([
      'punch_requests',
    ]));
  it('is nothing for an employee, nor for a folder the user cannot open', () => {
    expect(decidedKinds(folders, env({}))).toEqual([]);
    expect(decidedKinds({}, env({ isAdmin: true }))).toEqual([]);
  });
});
