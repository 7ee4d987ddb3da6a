import fs from 'node:fs';
import { evaluateRule } from '@muster/expr';
import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';

const catalogue = new URL('../../../../catalogue/punch_requests.json', import.meta.url);
const txns = (
  JSON.parse(fs.readFileSync(catalogue, 'utf8')) as { txns: { name: string; permission: { row?: string } }[] }
).txns;

const offered = (txn: string, row: Record<string, unknown>) => {
  const rule = txns.find((candidate) => candidate.name === txn)?.permission.row;
  if (!rule) throw new Error(`${txn} has no row permission`);
  const env = { employees_id: 'ro1-employee', isRO: true } as BusinessEnv;
  return evaluateRule(rule, { row, env }, { folder: 'punch_requests', field: 'permission.row' });
};

// Issue #29, task D item 5: an RO saw Approve on its own punch request, which the server refused.
describe("a punch request's Approve and Reject are not offered on one's own request", () => {
  // the list row holds a reference as [{id, code, name}], the form's record {id, …}, the server's stored row the id
  const shapes = (id: string) => [[{ id, code: 'X' }], { id, code: 'X' }, id];
  it.each(['txn_punch_requests_approve', 'txn_punch_requests_reject'])('%s', (txn) => {
    for (const employees_id of shapes('ro1-employee'))
      expect(offered(txn, { request_status: 'created', employees_id })).toBe(false);
    for (const employees_id of shapes('emp1-employee'))
      expect(offered(txn, { request_status: 'created', employees_id })).toBe(true);
    expect(offered(txn, { request_status: 'final_approved', employees_id: 'emp1-employee' })).toBe(false);
  });
});
