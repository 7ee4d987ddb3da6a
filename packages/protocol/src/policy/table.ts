import type { AccessPolicy } from './schema.js';

/** Keys grouped by their value's text, in first-seen order: `a, b: v; c: w`. */
function grouped(entries: [string, string][]): string {
  const groups = new Map<string, string[]>();
  for (const [key, value] of entries) groups.set(value, [...(groups.get(value) ?? []), key]);
  return [...groups].map(([value, keys]) => `${keys.join(', ')}: ${value}`).join('; ');
}

/**
 * The policy as a Markdown table, one folder a line: who lists it and which rows, who
 * reads its hidden fields (and what a role `onlyFields` narrows reads of others' rows), who runs each of its txns (named without `txn_<folder>_`).
 * The catalogue README carries it; a test keeps the two equal.
 */
export function policyTable(policy: AccessPolicy): string {
  const lines = [
    '| folder | lists (role: rows) | hidden fields: read by | txns: run by | in a picked contractor, the principal employer runs |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const folder of Object.keys(policy.folders).sort()) {
    const entry = policy.folders[folder];
    if (!entry) continue;
    const rows = grouped(Object.entries(entry.rows).map(([role, rule]) => [role, rule ?? '']));
    const hidden = grouped(
      Object.entries(entry.fields).map(([field, readers]) => [field, readers.join(', ')]),
    );
    const narrowed = Object.entries(entry.onlyFields).map(
      ([role, names]) => `${role} reads others' ${(names ?? []).join(', ')} only`,
    );
    const fields = [hidden, ...narrowed].filter(Boolean).join('; ');
    const prefix = `txn_${folder}_`;
    const txns = grouped(
      Object.entries(entry.txns).map(([txn, grantees]) => [
        txn.startsWith(prefix) ? txn.slice(prefix.length) : txn,
        grantees.length ? grantees.join(', ') : 'nobody',
      ]),
    );
    const picked = entry.picked.map((txn) => (txn.startsWith(prefix) ? txn.slice(prefix.length) : txn));
    lines.push(
      `| ${folder} | ${rows || 'nobody'} | ${fields || '-'} | ${txns || '-'} | ${picked.join(', ') || '-'} |`,
    );
  }
  return lines.join('\n');
}
