import type { BusinessEnv, FieldDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { patchMessages } from './messages.js';
import { createdReadOnlyIssues, readOnlyIssues, ruleIssues, withDefaults } from './rules.js';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const env = { isAdmin: false, isAO: true, employees_id: 'e1' } as unknown as BusinessEnv;
const context = { folder: 'leaves', env, now: new Date('2026-11-22T00:00:00Z') };

const fields = [
  { name: 'code', type: 'text', label, mandatory_expr: 'true', editNotAllowed: true },
  { name: 'status', type: 'text', label, readonly_expr: '!env.isAdmin', default_value: "'created'" },
  { name: 'minutes', type: 'int', label, valid_expr: 'row.minutes == 480 || row.minutes == 240' },
  { name: 'when', type: 'timestamp', label, default_value: 'now' },
  {
    name: 'days',
    type: 'detail',
    label,
    mandatory_expr: 'true',
    fields: [{ name: 'kind', type: 'text', label, mandatory_expr: "parent.status == 'created'" }],
  },
] as FieldDefinition[];

describe('withDefaults', () => {
  it('fills missing values, and a read-only field always takes its default', () => {
    expect(withDefaults(fields, { code: 'a', status: 'approved' }, undefined, context)).toEqual({
      code: 'a',
      status: 'created',
      when: '2026-11-22T00:00:00.000Z',
    });
  });
});

describe('ruleIssues', () => {
  it('leaves a value of the wrong type to the type check: no valid_expr verdict on it', () => {
    expect(ruleIssues(fields, { code: 'a', minutes: '480 minutes', days: [{}] }, undefined, context)).toEqual(
      [],
    );
    expect(ruleIssues(fields, { code: 'a', minutes: 300, days: [{}] }, undefined, context)).toEqual([
      { path: 'minutes', message: patchMessages.invalid },
    ]);
  });

  it('names missing mandatory and invalid fields, in detail rows too', () => {
    expect(ruleIssues(fields, { code: ' ', minutes: 100, days: [] }, undefined, context)).toEqual([
      { path: 'code', message: patchMessages.mandatory },
      { path: 'minutes', message: patchMessages.invalid },
      { path: 'days', message: patchMessages.mandatory },
    ]);
    expect(
      ruleIssues(fields, { code: 'a', status: 'created', days: [{ kind: null }] }, undefined, context),
    ).toEqual([{ path: 'days.0.kind', message: patchMessages.mandatory }]);
    expect(
      ruleIssues(fields, { code: 'a', status: 'x', minutes: 240, days: [{}] }, undefined, context),
    ).toEqual([]);
  });
});

describe('readOnlyIssues', () => {
  const stored = { code: 'a', status: 'created', minutes: 480 };
  it('refuses changes to fields the user may not edit, and accepts them sent back unchanged', () => {
    expect(
      readOnlyIssues(fields, { code: 'b', status: 'approved', minutes: 240 }, stored, undefined, context),
    ).toEqual([
      { path: 'code', message: patchMessages.readOnly },
      { path: 'status', message: patchMessages.readOnly },
    ]);
    expect(readOnlyIssues(fields, { code: 'a', status: 'created' }, stored, undefined, context)).toEqual([]);
    const admin = { ...context, env: { ...env, isAdmin: true } };
    expect(readOnlyIssues(fields, { status: 'approved' }, stored, undefined, admin)).toEqual([]);
  });
});

describe('createdReadOnlyIssues', () => {
  const locked = [
    ...fields,
    { name: 'stamp', type: 'timestamp', label, readonly_expr: 'true' },
    { name: 'owner', type: 'text', label, readonly_expr: 'true' },
  ] as FieldDefinition[];
  it('refuses values a new row sets for fields the user may not edit, unless a default or the scope fills them', () => {
    const row = { code: 'a', status: 'approved', stamp: '2026-11-01T00:00:00Z', owner: 'me' };
    expect(createdReadOnlyIssues(locked, row, undefined, context, new Set(['owner']))).toEqual([
      { path: 'stamp', message: patchMessages.readOnly },
    ]);
  });
});
