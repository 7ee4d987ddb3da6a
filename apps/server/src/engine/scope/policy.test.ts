import { readFileSync, writeFileSync } from 'node:fs';
import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  businessKinds,
  granted,
  policyGaps,
  policyRoles,
  policyTable,
} from '@muster/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';

const catalogueDir = new URL('../../../catalogue/', import.meta.url);
const readmeFile = new URL('README.md', catalogueDir);
const tableStart = /<!-- policy table:[^>]*-->\n/;
const tableEnd = '<!-- policy table end -->';

/** One env per role and kind of business: the role's flag alone (`everyone`: none). */
function envsOfEveryRole(): { label: string; env: BusinessEnv }[] {
  const flags = { admin: 'isAdmin', AO: 'isAO', RO: 'isRO', HR: 'isHR', DCO: 'isDCO' } as const;
  return policyRoles.flatMap((role) =>
    businessKinds.map((kind) => {
      const env: BusinessEnv = {
        id: 'e1',
        employees_id: 'e1',
        code: role === 'admin' ? 'admin' : 'x1',
        swhandle: kind === 'pe' ? 'demo' : 'sunrise',
        business_name: 'B',
        partners_id: kind === 'pe' ? 'p-demo' : 'p-sun',
        isAdmin: false,
        isAO: false,
        isRO: false,
        isHR: false,
        isDCO: false,
        child_reporting_path: ['e1'],
        subsections: [],
        pe_partners_id: 'p-demo',
        user_selected_partner: null,
      };
      if (role !== 'everyone') env[flags[role]] = true;
      return { label: `${kind} ${role}`, env };
    }),
  );
}

describe('the read/write policy', () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await loadCatalogue(catalogueDir.pathname);
  });

  it('has an entry for every folder and for every txn that writes or acts', () => {
    expect(policyGaps(catalogue.policy, [...catalogue.folders.values()])).toEqual([]);
  });

  it("agrees with each txn's catalogue permission for every role in both kinds of business", () => {
    const disagreements: string[] = [];
    for (const definition of catalogue.folders.values()) {
      const entry = catalogue.policy.folders[definition.name];
      for (const txn of definition.txns) {
        const grantees = entry?.txns[txn.name];
        if (txn.op === 'R' || !grantees) continue;
        for (const { label, env } of envsOfEveryRole()) {
          const catalogueSays = evaluateRule(
            txn.permission.env ?? 'true',
            { env, user: env },
            { folder: definition.name, field: txn.name },
          );
          if (catalogueSays !== granted(grantees, env))
            disagreements.push(
              `${txn.name} for ${label}: the catalogue says ${catalogueSays}, the policy not`,
            );
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("lets no contractor write a shared master the principal employer's data runs on (issue #13 item 3)", () => {
    // a folder without partners_id is every business's (statutory rates, holidays, sites...);
    // persons belong to whoever employs them, so each business writes its own
    const contractorWriters: string[] = [];
    for (const definition of catalogue.folders.values()) {
      if (definition.partnerScoped || definition.name === 'persons') continue;
      const entry = catalogue.policy.folders[definition.name];
      for (const txn of definition.txns) {
        if (txn.op !== 'C' && txn.op !== 'U' && txn.op !== 'D') continue;
        for (const { label, env } of envsOfEveryRole())
          if (label.startsWith('partner') && granted(entry?.txns[txn.name] ?? [], env))
            contractorWriters.push(`${txn.name}: ${label}`);
      }
    }
    expect(contractorWriters).toEqual([]);
  });

  it('is shown in the catalogue README as a table', () => {
    const readme = readFileSync(readmeFile, 'utf8');
    const start = readme.match(tableStart);
    const end = readme.indexOf(tableEnd);
    if (!start || start.index === undefined || end < 0)
      throw new Error('README: policy table markers missing');
    const from = start.index + start[0].length;
    const table = `${policyTable(catalogue.policy)}\n`;
    if (process.env.UPDATE_POLICY_TABLE === '1')
      writeFileSync(readmeFile, `${readme.slice(0, from)}${table}${readme.slice(end)}`);
    else expect(readme.slice(from, end)).toBe(table);
  });
});
