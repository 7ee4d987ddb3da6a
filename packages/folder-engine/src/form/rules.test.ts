import type { FieldDefinition } from '@muster/protocol';
import { describe, expect, it, vi } from 'vitest';
import { FieldRules } from './rules';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const fields: FieldDefinition[] = [
  { name: 'category', type: 'text', label },
  {
    name: 'distance',
    type: 'int',
    label,
    visible_expr: "row.category == 'travel'",
    mandatory_expr: 'row.amount > 100',
  },
  { name: 'amount', type: 'float', label, valid_expr: 'row.amount > 0', readonly_expr: '!env.isAdmin' },
];

describe('field rules', () => {
  it('evaluate each rule and default the absent ones', () => {
    const rules = new FieldRules(fields, 'expenses');
    const states = rules.evaluate({ row: { category: 'travel', amount: 150 }, env: { isAdmin: false } });
    expect(states.get('category')).toEqual({ visible: true, mandatory: false, readonly: false, valid: true });
    expect(states.get('distance')).toMatchObject({ visible: true, mandatory: true });
    expect(states.get('amount')).toMatchObject({ readonly: true, valid: true });
  });

  it('re-run only the rules whose inputs changed', () => {
    const rules = new FieldRules(fields, 'expenses');
    const env = { isAdmin: true };
    rules.evaluate({ row: { category: 'meals', amount: 5 }, env });
    expect(rules.evaluations).toBe(4);
    rules.evaluate({ row: { category: 'meals', amount: 5, notes: 'typed' }, env });
    expect(rules.evaluations).toBe(4);
    const states = rules.evaluate({ row: { category: 'travel', amount: 5 }, env });
    expect(rules.evaluations).toBe(5);
    expect(states.get('distance')?.visible).toBe(true);
    rules.evaluate({ row: { category: 'travel', amount: -1 }, env });
    expect(rules.evaluations).toBe(7);
  });

  it("count a failing expression as false and report 'error in expr evaluation'", () => {
    const report = vi.fn();
    const rules = new FieldRules(
      [{ name: 'a', type: 'text', label, visible_expr: 'row.list[0].missing.deeper' }],
      'expenses',
      report,
    );
    expect(rules.evaluate({ row: { list: [] }, env: {} }).get('a')?.visible).toBe(false);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'error in expr evaluation', folder: 'expenses', field: 'a' }),
    );
  });
});
