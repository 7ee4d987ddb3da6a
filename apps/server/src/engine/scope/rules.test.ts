import type { AccessPolicy, BusinessEnv, FolderDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { attachPolicy } from './policy.js';
import { businessesScope, listScope, mayList, reportingSubtree } from './rules.js';

const env = (overrides: Partial<BusinessEnv> = {}): BusinessEnv => ({
  id: 'e1',
  employees_id: 'e1',
  code: 'emp',
  swhandle: 'demo',
  business_name: 'Demo',
  partners_id: 'p-demo',
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: ['e1'],
  subsections: [],
  pe_partners_id: 'p-demo',
  user_selected_partner: null,
  ...overrides,
});
const folder = (name: string, extra: Partial<FolderDefinition> = {}) =>
  ({
    name,
    partnerScoped: true,
    fields: [{ name: 'employees_id', type: 'docpicker' }],
    ...extra,
  }) as FolderDefinition;
const leaves = folder('leaves', { ownerField: 'employees_id' });
const contractor = env({ partners_id: 'p-sun', swhandle: 'sunrise' });

describe('listScope', () => {
  it('keeps a partner-scoped list to the own business unless a provider user picks another', () => {
    expect(listScope(leaves, env({ isAdmin: true }), undefined).partner).toEqual({ kind: 'own' });
    expect(listScope(leaves, env({ isAdmin: true }), 'DEMO').partner).toEqual({ kind: 'own' });
    expect(listScope(leaves, env({ isAdmin: true }), 'sunrise').partner).toEqual({
      kind: 'handle',
      swhandle: 'sunrise',
    });
    expect(listScope(leaves, contractor, 'demo').nothing).toBe(true);
    expect(listScope(folder('salary_structures'), env({ isAdmin: true }), 'sunrise').partner).toEqual({
      kind: 'own',
    });
  });

  it('limits owner folders to the own rows, the reporting subtree for RO, all for AO, HR and admin', () => {
    const owner = { kind: 'owner', field: 'employees_id', multiple: false };
    expect(listScope(leaves, env(), undefined).limits).toEqual([
      { kind: 'employees', anchor: owner, employees: ['e1'] },
    ]);
    const ro = env({ isRO: true, child_reporting_path: ['e1', 'e1.e2', 'e1.e2.e3'] });
    expect(listScope(leaves, ro, undefined).limits).toContainEqual({
      kind: 'employees',
      anchor: owner,
      employees: ['e1', 'e2', 'e3'],
    });
    for (const role of ['isAdmin', 'isAO', 'isHR'] as const)
      expect(listScope(leaves, env({ [role]: true }), undefined).limits).toBeNull();
    expect(listScope(leaves, env({ isDCO: true }), undefined).limits).not.toBeNull();
    expect(
      listScope(folder('allocations', { ownerField: 'employees_id' }), env({ isDCO: true }), undefined)
        .limits,
    ).toBeNull();
  });

  it('scopes persons by the business that employs them', () => {
    const persons = folder('persons', { partnerScoped: false });
    expect(listScope(persons, env({ isHR: true }), 'sunrise')).toMatchObject({
      partner: null,
      employedBy: { kind: 'handle', swhandle: 'sunrise' },
    });
    expect(listScope(persons, contractor, undefined).employedBy).toEqual({ kind: 'own' });
    expect(listScope(persons, contractor, 'demo').nothing).toBe(true);
  });

  it('shows a provider user every other business in partners and a contractor none', () => {
    const partners = folder('partners', { partnerScoped: false });
    expect(listScope(partners, env(), undefined)).toMatchObject({ nothing: false, excludeIds: ['p-demo'] });
    expect(listScope(partners, contractor, undefined).nothing).toBe(true);
  });
});

describe('businessesScope', () => {
  it('lets a provider user with a role pick any business, an ordinary employee and a contractor only their own', () => {
    expect(businessesScope(env({ isAdmin: true })).onlyIds).toBeNull();
    expect(businessesScope(env({ isDCO: true })).onlyIds).toBeNull();
    // an ordinary employee acts on its own business only (#27 item 4)
    expect(businessesScope(env()).onlyIds).toEqual(['p-demo']);
    expect(businessesScope(contractor).onlyIds).toEqual(['p-sun']);
  });
});

describe('reportingSubtree', () => {
  it('takes the last employee of each reporting path, the user included', () => {
    expect(reportingSubtree(env({ child_reporting_path: ['e1', 'e1.e2', 'e1.e4', 'e1.e2.e3'] }))).toEqual([
      'e1',
      'e2',
      'e4',
      'e3',
    ]);
  });
});

describe('listScope under a policy', () => {
  const leaves = folder('leaves', { ownerField: 'employees_id' });
  const tasks = folder('tasks', {
    fields: [{ name: 'subsections_id', type: 'docpicker', source: { folder: 'subsections' } }],
  } as Partial<FolderDefinition>);
  const employees = folder('employees', { fields: [] });
  const policy: AccessPolicy = {
    folders: {
      leaves: {
        rows: { admin: 'business', RO: 'subtree', DCO: 'subsection', everyone: 'own' },
        fields: {},
        onlyFields: {},
        txns: {},
        picked: [],
      },
      tasks: { rows: { DCO: 'subsection' }, fields: {}, onlyFields: {}, txns: {}, picked: [] },
      employees: {
        rows: { HR: 'business', everyone: 'own business' },
        fields: {},
        onlyFields: {},
        txns: {},
        picked: [],
      },
    },
  };
  attachPolicy([leaves, tasks, employees], policy);
  const dco = env({ isDCO: true, subsections: ['s1'] });

  it('adds up the rules of every role the user holds', () => {
    expect(listScope(leaves, dco, undefined).limits).toEqual([
      {
        kind: 'employees',
        anchor: { kind: 'owner', field: 'employees_id', multiple: false },
        employees: ['e1'],
      },
      {
        kind: 'subsections',
        anchor: { kind: 'employee' },
        subsections: ['s1'],
        employee: 'e1',
        employeeAnchor: { kind: 'owner', field: 'employees_id', multiple: false },
      },
    ]);
    expect(listScope(leaves, env({ isAdmin: true, isDCO: true }), undefined).limits).toBeNull();
  });

  it("takes a row's own subsection where it has one, and refuses a role the policy does not name", () => {
    expect(listScope(tasks, dco, undefined).limits).toMatchObject([
      { kind: 'subsections', anchor: { kind: 'field', field: 'subsections_id' } },
    ]);
    expect(mayList(tasks, env())).toBe(false);
    expect(listScope(tasks, env(), undefined).nothing).toBe(true);
  });

  it("keeps 'own business' at home whatever the pick, unless another rule reaches the pick", () => {
    expect(listScope(employees, dco, 'sunrise').partner).toEqual({ kind: 'own' });
    // an ordinary employee picks no other business (#27 item 4)
    expect(listScope(employees, env(), 'sunrise').nothing).toBe(true);
    expect(listScope(employees, env({ isHR: true }), 'sunrise').partner).toEqual({
      kind: 'handle',
      swhandle: 'sunrise',
    });
    expect(
      listScope(employees, env({ isHR: true, partners_id: 'p-sun', swhandle: 'sunrise' }), 'demo').nothing,
    ).toBe(true);
  });
});
