import { describe, expect, it } from 'vitest';
import { builtInFieldKinds } from '../fields/registry';
import { fixtureDefinition } from '../testing/fixtures';
import { createPatch, deletePatch, updatePatch } from './patch';
import { toFormValues } from './record-values';

const kind = (type: keyof typeof builtInFieldKinds) => builtInFieldKinds[type];
const expenses = fixtureDefinition('expenses');
const fields = expenses.fields;

describe('patch lists', () => {
  it('create every field with detail rows as nested creates', () => {
    const values = toFormValues(
      fields,
      { title: 'Taxi', amount: 12, notes: '  ', items: [{ item: 'Fare', cost: 12 }] },
      kind,
    );
    const patch = createPatch('expenses', fields, values, kind);
    expect(patch.baseFolder).toBe('expenses');
    expect(patch.rows[0]).toMatchObject({
      op: 'C',
      data: {
        title: 'Taxi',
        amount: 12,
        notes: ' ',
        category: null,
        items: [{ op: 'C', data: { item: 'Fare', cost: 12 } }],
      },
    });
  });

  it('update only what changed, with the last_modified read and child row ops', () => {
    const original = {
      id: 'r1',
      title: 'Taxi',
      amount: 12,
      last_modified: '2025-01-01T00:00:00.000Z',
      items: [
        { id: 'c1', item: 'Fare', cost: 10 },
        { id: 'c2', item: 'Tip', cost: 2 },
      ],
    };
    const values = toFormValues(fields, original, kind);
    values.amount = 15;
    const items = values.items as Record<string, unknown>[];
    values.items = [
      { ...items[0], cost: 11 },
      { __key: 'new', item: 'Toll', cost: 4 },
    ];
    expect(updatePatch('expenses', fields, values, original, kind)).toEqual({
      baseFolder: 'expenses',
      rows: [
        {
          op: 'U',
          key: 'r1',
          data: {
            amount: 15,
            items: [
              { op: 'U', key: 'c1', data: { cost: 11 } },
              { op: 'C', data: { item: 'Toll', cost: 4 } },
              { op: 'D', key: 'c2' },
            ],
            last_modified: '2025-01-01T00:00:00.000Z',
          },
        },
      ],
    });
  });

  it('send nothing when nothing changed, and deletes by key', () => {
    const original = { id: 'r1', title: 'Taxi', items: [] };
    expect(updatePatch('expenses', fields, toFormValues(fields, original, kind), original, kind)).toBeNull();
    expect(deletePatch('expenses', ['a', 'b']).rows).toEqual([
      { op: 'D', key: 'a' },
      { op: 'D', key: 'b' },
    ]);
  });
});
