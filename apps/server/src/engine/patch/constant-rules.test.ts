import { describe, expect, it } from 'vitest';
import { rowFreeValue, rowKeysRead } from './constant-rules.js';

describe('rowFreeValue', () => {
  it('evaluates an expression reading no row once per context', () => {
    let scopes = 0;
    const scope = () => {
      scopes += 1;
      return { env: { isAO: true }, now: new Date('2026-11-28T00:00:00Z') };
    };
    const context = {};
    for (const expression of ['env.isAO', "'approved'", 'now'])
      expect(rowFreeValue(expression, context, scope).computed).toBe(true);
    expect(rowFreeValue('env.isAO', context, scope)).toEqual({ computed: true, value: true });
    expect(scopes).toBe(3);
    // another context (another save, another batch) evaluates it again
    expect(rowFreeValue('env.isAO', {}, scope)).toEqual({ computed: true, value: true });
    expect(scopes).toBe(4);
  });

  it('leaves to the caller what reads the row or parent, fails, or makes an object rows could share', () => {
    const scope = () => ({ env: {}, row: { x: 1 } });
    for (const expression of ['row.x > 0', 'parent.x', 'env.a.b.c.d', '[1, 2]', 'env.'])
      expect(rowFreeValue(expression, {}, scope), expression).toEqual({ computed: false });
  });
});

describe('rowKeysRead', () => {
  it("names the row's keys the rules read, or none when one reads the whole row", () => {
    expect([
      ...(rowKeysRead(['row.working_hours > 0', 'row.items[0].x == parent.y', 'env.isAO']) ?? []),
    ]).toEqual(['working_hours', 'items']);
    expect(rowKeysRead(['len(row) > 0'])).toBeUndefined();
    expect(rowKeysRead(['row[env.key]'])).toBeUndefined();
    expect(rowKeysRead(['row.'])).toBeUndefined();
  });
});
