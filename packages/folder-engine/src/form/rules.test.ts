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
    const scope = { row: { category: 'travel', amount: 150 }, env: { isAdmin: false } };
    const states = rules.evaluate(scope);
    expect(states.get('category')).toEqual({ visible: true, mandatory: false, readonly: false });
    expect(states.get('distance')).toMatchObject({ visible: true, mandatory: true });
    expect(states.get('amount')).toMatchObject({ readonly: true });
    expect([...rules.invalid(scope)]).toEqual([]);
    expect([...rules.invalid({ ...scope, row: { ...scope.row, amount: -1 } })]).toEqual(['amount']);
  });

  it('re-run only the rules whose inputs changed', () => {
    const rules = new FieldRules(fields, 'expenses');
    const env = { isAdmin: true };
    const both = (row: Record<string, unknown>) => {
      const states = rules.evaluate({ row, env });
      rules.invalid({ row, env });
      return states;
    };
    both({ category: 'meals', amount: 5 });
    expect(rules.evaluations).toBe(4);
    both({ category: 'meals', amount: 5, notes: 'typed' });
    expect(rules.evaluations).toBe(4);
    const states = both({ category: 'travel', amount: 5 });
    expect(rules.evaluations).toBe(5);
    expect(states.get('distance')?.visible).toBe(true);
    both({ category: 'travel', amount: -1 });
    expect(rules.evaluations).toBe(7);
  });

  it('run valid_expr only when validity is asked for (nothing shows it before a save)', () => {
    const rules = new FieldRules(fields, 'expenses');
    const scope = { row: { category: 'travel', amount: -1 }, env: { isAdmin: true } };
    rules.evaluate(scope);
    expect(rules.evaluations).toBe(3);
    expect(rules.invalid(scope).has('amount')).toBe(true);
    expect(rules.evaluations).toBe(4);
  });

  it('answer the same states and invalid set while no outcome changes', () => {
    const rules = new FieldRules(fields, 'expenses');
    const env = { isAdmin: true };
    const row = { category: 'meals', amount: 5 };
    const states = rules.evaluate({ row, env });
    const invalid = rules.invalid({ row, env });
    expect(rules.evaluate({ row: { ...row, amount: 6 }, env })).toBe(states);
    expect(rules.invalid({ row: { ...row, amount: 6 }, env })).toBe(invalid);
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
