import type { FieldDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { builtInFieldKinds } from '../fields/registry';
import { defaultFormValues } from './record-values';
import { rowKeyField } from './validate';

const kind = (type: keyof typeof builtInFieldKinds) => builtInFieldKinds[type];
const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const scope = { env: {} };

// The shape of leaves: an employee, and day rows whose minutes and status have defaults.
const fields: FieldDefinition[] = [
  {
    name: 'employees_id',
    type: 'docpicker',
    label,
    source: { container: 'folders', foldertype: 'folders', folder: 'employees' },
  },
  { name: 'leave_status', type: 'text', label, default_value: "'created'" },
  {
    name: 'leave_days',
    type: 'detail',
    label,
    fields: [
      { name: 'leave_period', type: 'tsrange', label },
      { name: 'leave_minutes', type: 'int', label, default_value: '480' },
      { name: 'leave_status', type: 'text', label, default_value: "'created'" },
    ],
  },
];

describe('defaultFormValues with given values', () => {
  it('keeps the defaults when nothing is given', () => {
    expect(defaultFormValues(fields, scope, 'leaves', kind)).toEqual({
      employees_id: null,
      leave_status: 'created',
      leave_days: [],
    });
  });

  it('puts given values in place of defaults and fills given detail rows with their defaults', () => {
    const period = ['2026-11-09T18:30:00.000Z', '2026-11-10T18:30:00.000Z'];
    const values = defaultFormValues(fields, scope, 'leaves', kind, {
      employees_id: [{ id: 'e1', code: 'DI001' }],
      leave_status: 'final_approved',
      leave_days: [{ leave_period: period }],
    });
    expect(values).toEqual({
      employees_id: [{ id: 'e1', code: 'DI001' }],
      leave_status: 'final_approved',
      leave_days: [
        {
          leave_period: period,
          leave_minutes: 480,
          leave_status: 'created',
          [rowKeyField]: expect.any(String),
        },
      ],
    });
  });
});
