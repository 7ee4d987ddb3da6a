import { describe, expect, it } from 'vitest';
import type { FolderDefinition } from '../definition/folder.js';
import type { BusinessEnv } from '../session.js';
import { granted, mayActOnPicked, parseGrantee } from './roles.js';
import { type AccessPolicy, accessPolicySchema } from './schema.js';
import { policyGaps, policyProblems } from './validate.js';

const env = (overrides: Partial<BusinessEnv>): BusinessEnv => ({
  id: 'e1',
  employees_id: 'e1',
  code: 'x',
  swhandle: 'demo',
  business_name: 'Demo',
  partners_id: 'p-demo',
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: 'p-demo',
  user_selected_partner: null,
  ...overrides,
});
const contractor = { partners_id: 'p-sun', swhandle: 'sunrise' };

const leaves = {
  name: 'leaves',
  ownerField: 'employees_id',
  fields: [
    { name: 'employees_id', type: 'docpicker', source: { folder: 'employees' } },
    { name: 'notes', type: 'textarea' },
  ],
  txns: [
    { name: 'txn_leaves_list', op: 'R', permission: {} },
    { name: 'txn_leaves_create', op: 'C', permission: {} },
  ],
} as unknown as FolderDefinition;
const sites = {
  name: 'sites',
  fields: [{ name: 'code', type: 'text' }],
  txns: [],
} as unknown as FolderDefinition;

describe('grantees', () => {
  it('read a role, optionally of the principal employer (pe) or a contractor (partner)', () => {
    expect(parseGrantee('HR')).toEqual({ role: 'HR', business: null });
    expect(parseGrantee('pe admin')).toEqual({ role: 'admin', business: 'pe' });
    expect(parseGrantee('partner everyone')).toEqual({ role: 'everyone', business: 'partner' });
    expect(parseGrantee('boss')).toBeNull();
    expect(parseGrantee('admin pe')).toBeNull();
    expect(
      accessPolicySchema.safeParse({ folders: { sites: { rows: {}, txns: { x: ['boss'] } } } }).success,
    ).toBe(false);
  });

  it('cover a user by any of its roles, in its kind of business', () => {
    expect(granted(['pe admin', 'pe HR'], env({ isHR: true }))).toBe(true);
    expect(granted(['pe admin', 'pe HR'], env({ isHR: true, ...contractor }))).toBe(false);
    expect(granted(['admin'], env({ isAdmin: true, ...contractor }))).toBe(true);
    expect(granted(['everyone'], env({}))).toBe(true);
    expect(granted(['partner HR'], env({ isHR: true }))).toBe(false);
    expect(granted([], env({ isAdmin: true }))).toBe(false);
  });
});

describe('acting on a picked business', () => {
  const picked = ['txn_attendance_approve'];
  it("is always the user's own business's; on another, a principal's user runs only what `picked` names", () => {
    const pe = env({ isAdmin: true });
    expect(mayActOnPicked([], 'txn_leaves_create', pe, undefined)).toBe(true);
    expect(mayActOnPicked([], 'txn_leaves_create', pe, 'DEMO')).toBe(true);
    expect(mayActOnPicked(picked, 'txn_leaves_create', pe, 'sunrise')).toBe(false);
    expect(mayActOnPicked(picked, 'txn_attendance_approve', pe, 'Sunrise')).toBe(true);
    expect(
      mayActOnPicked(picked, 'txn_attendance_approve', env({ isAdmin: true, ...contractor }), 'demo'),
    ).toBe(false);
  });
});

describe('a policy against the catalogue', () => {
  const policy = (folders: Record<string, unknown>): AccessPolicy => accessPolicySchema.parse({ folders });

  it('stops the boot on a hidden field that is not there or cannot be hidden, and on a rule with nothing to apply to', () => {
    expect(
      policyProblems(
        policy({
          leaves: { rows: { everyone: 'own' }, fields: { note: ['HR'], employees_id: ['HR'] } },
          sites: { rows: { everyone: 'subtree', DCO: 'subsection' } },
        }),
        [leaves, sites],
      ),
    ).toEqual([
      'policy: leaves.fields.note: is not a field of the folder',
      'policy: leaves.fields.employees_id: a docpicker field cannot be hidden',
      "policy: sites.rows.everyone: 'subtree' needs rows that belong to an employee",
      "policy: sites.rows.DCO: 'subsection' needs rows that belong to a subsection",
    ]);
  });

  it('names every folder and txn without an entry, and every entry naming nothing', () => {
    expect(
      policyGaps(
        policy({
          leaves: { rows: { everyone: 'own' }, txns: { txn_leaves_list: ['HR'], txn_leaves_creat: ['HR'] } },
          holidays: { rows: {} },
          sites: { rows: {}, picked: ['txn_sites_create'] },
        }),
        [leaves, sites],
      ),
    ).toEqual([
      'holidays: the policy names a folder the catalogue does not hold',
      'leaves.txn_leaves_create: no policy entry',
      'leaves.txn_leaves_list: reads follow rows, not a txn entry',
      'leaves.txn_leaves_creat: the policy names a txn the folder does not offer',
      'sites.picked.txn_sites_create: not a txn of the entry',
    ]);
  });
});
