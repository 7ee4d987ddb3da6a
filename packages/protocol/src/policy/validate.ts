import type { FolderDefinition } from '../definition/folder.js';
import { employeeAnchor, isMaskable, subsectionAnchor } from './anchors.js';
import type { AccessPolicy } from './schema.js';

/**
 * What in a policy would let it read differently from what it says: a hidden field that is
 * not a field of its folder (a misspelt one would not be hidden) or cannot be hidden, a row
 * rule the folder has nothing to apply to. The server refuses to start with any. Names of
 * folders and txns the catalogue does not hold (yet) are `policyGaps`' to report.
 */
export function policyProblems(policy: AccessPolicy, definitions: readonly FolderDefinition[]): string[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const problems: string[] = [];
  for (const [folder, entry] of Object.entries(policy.folders)) {
    const definition = byName.get(folder);
    if (!definition) continue;
    const at = (what: string) => `policy: ${folder}.${what}`;
    for (const [role, rule] of Object.entries(entry.rows)) {
      if ((rule === 'own' || rule === 'subtree') && !employeeAnchor(definition))
        problems.push(at(`rows.${role}: '${rule}' needs rows that belong to an employee`));
      if (rule === 'subsection' && !subsectionAnchor(definition))
        problems.push(at(`rows.${role}: 'subsection' needs rows that belong to a subsection`));
    }
    for (const name of Object.keys(entry.fields)) {
      const field = definition.fields.find((candidate) => candidate.name === name);
      if (!field) problems.push(at(`fields.${name}: is not a field of the folder`));
      else if (!isMaskable(field))
        problems.push(at(`fields.${name}: a ${field.type} field cannot be hidden`));
    }
    for (const [role, names] of Object.entries(entry.onlyFields)) {
      for (const name of names ?? [])
        if (!definition.fields.some((candidate) => candidate.name === name))
          problems.push(at(`onlyFields.${role}.${name}: is not a field of the folder`));
      // a detail's rows are read through their parent, not a column the reader's guard can null
      for (const field of definition.fields)
        if (field.type === 'detail' && !names?.includes(field.name))
          problems.push(at(`onlyFields.${role}: the detail ${field.name} cannot be hidden`));
    }
  }
  return problems;
}

/**
 * Where the policy and the catalogue's folders and txns part: a folder without an entry, a
 * txn that writes or acts without one, an entry naming a folder or txn that is not there
 * (a misspelt txn leaves the real one without an entry), a read txn given one (reads follow
 * `rows`). A test fails on any, so nothing is added unwritten; the server runs meanwhile
 * (a folder without an entry keeps DESIGN §6's earlier rules, a txn its catalogue permission).
 */
export function policyGaps(policy: AccessPolicy, definitions: readonly FolderDefinition[]): string[] {
  const gaps: string[] = [];
  const names = new Set(definitions.map((definition) => definition.name));
  for (const folder of Object.keys(policy.folders))
    if (!names.has(folder)) gaps.push(`${folder}: the policy names a folder the catalogue does not hold`);
  for (const definition of definitions) {
    const entry = policy.folders[definition.name];
    if (!entry) {
      gaps.push(`${definition.name}: no policy entry`);
      continue;
    }
    for (const txn of definition.txns)
      if (txn.op !== 'R' && !entry.txns[txn.name])
        gaps.push(`${definition.name}.${txn.name}: no policy entry`);
    for (const name of Object.keys(entry.txns)) {
      const txn = definition.txns.find((candidate) => candidate.name === name);
      if (!txn) gaps.push(`${definition.name}.${name}: the policy names a txn the folder does not offer`);
      else if (txn.op === 'R') gaps.push(`${definition.name}.${name}: reads follow rows, not a txn entry`);
    }
    for (const name of entry.picked)
      if (!entry.txns[name]) gaps.push(`${definition.name}.picked.${name}: not a txn of the entry`);
  }
  return gaps;
}
