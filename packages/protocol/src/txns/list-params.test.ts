import { describe, expect, it } from 'vitest';
import { describeIssues } from '../frames.js';
import { listParamsSchema } from './list-params.js';

const issues = (params: unknown) => {
  const parsed = listParamsSchema.safeParse(params);
  return parsed.success ? null : describeIssues(parsed.error);
};

describe('the list params', () => {
  it('default to the first 50 rows, no count, no order', () => {
    expect(listParamsSchema.parse({})).toEqual({ limit: 50, offset: 0, getRowCount: false, orderBy: [] });
    expect(listParamsSchema.parse({ orderBy: [{ path: 'name', dir: 'DESC' }] }).orderBy).toEqual([
      { path: 'name', dir: 'desc' },
    ]);
  });

  it('refuse a bad direction, a negative offset, a page over 1000 and filters nested past 8', () => {
    expect(issues({ orderBy: [{ path: 'notes', dir: 'sideways' }] })).toMatch(/^orderBy\.0\.dir: /);
    expect(issues({ offset: -1 })).toMatch(/^offset: /);
    expect(issues({ limit: 1001 })).toMatch(/^limit: /);
    let group: Record<string, unknown> = { filterInput: [{ path: 'notes', operator: '=', value: 'x' }] };
    for (let depth = 0; depth < 9; depth++) group = { filterInput: [group] };
    expect(issues({ filters: group })).toBe('filters: filters nest deeper than 8');
    group = { filterInput: [{ path: 'notes', operator: '=', value: 'x' }] };
    for (let depth = 0; depth < 7; depth++) group = { filterInput: [group] };
    expect(issues({ filters: group })).toBeNull();
  });
});
