import { describe, expect, it } from 'vitest';
import { isPrepared } from './brand.js';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import { prepareData } from './prepared.js';

describe('prepareData', () => {
  const source = {
    row: {
      name: 'Asha',
      days: 3,
      items: [1, { code: 'x' }],
      nested: { deeper: { value: 1 } },
      when: new Date(0),
    },
    env: { isAO: true },
  };

  it('makes a deep, frozen, branded copy', () => {
    const copy = prepareData(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(copy.row).not.toBe(source.row);
    expect(copy.row.items).not.toBe(source.row.items);
    for (const part of [
      copy,
      copy.row,
      copy.row.items,
      copy.row.items[1] as object,
      copy.row.nested.deeper,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
      expect(isPrepared(part)).toBe(true);
    }
    expect(Array.isArray(copy.row.items)).toBe(true);
    expect(Object.getPrototypeOf(copy.row)).toBe(Object.prototype);
    expect(Object.keys(copy.row)).toEqual(['name', 'days', 'items', 'nested', 'when']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(source));
  });

  it('keeps Dates and primitives as they are, and prepared data as it is', () => {
    const copy = prepareData(source);
    expect(copy.row.when).toBe(source.row.when);
    expect(prepareData(copy)).toBe(copy);
    expect(prepareData(5)).toBe(5);
    expect(prepareData(null)).toBeNull();
    expect(isPrepared(source.row)).toBe(false);
  });

  it('evaluates exactly as the raw data does', () => {
    const copy = prepareData(source);
    for (const expression of [
      'row.name',
      'row.items[1].code',
      'row.items.length',
      'len(row.items)',
      'row.nested.deeper.value + row.days',
      'row.missing',
      "row.items['map']",
      'env.isAO && row.days > 2',
      'row.when < now',
    ]) {
      expect(compile(expression).evaluate(copy), expression).toEqual(compile(expression).evaluate(source));
    }
    expect(() => compile('row.missing.x').evaluate(copy)).toThrow("Cannot read 'x' of undefined");
    expect(() => compile('row.when.x').evaluate(copy)).toThrow(ExprError);
  });

  it('preserves shared and circular references', () => {
    const shared = { a: 1 };
    const circular: { self?: unknown; shared: object; again: object } = { shared, again: shared };
    circular.self = circular;
    const copy = prepareData(circular);
    expect(copy.self).toBe(copy);
    expect(copy.shared).toBe(copy.again);
  });

  it('copies data nested deeper than the stack', () => {
    let deep: object = { leaf: true };
    for (let i = 0; i < 100_000; i++) deep = { next: deep };
    expect(isPrepared(prepareData(deep))).toBe(true);
  });

  it('refuses functions and accessors, naming where they are, without running them', () => {
    let ran = false;
    const withGetter = Object.defineProperty({}, 'secret', {
      enumerable: true,
      get: () => {
        ran = true;
        return 1;
      },
    });
    expect(() => prepareData({ row: { run: () => 1 } })).toThrow(
      "prepareData: 'row.run': 'run' holds a function",
    );
    expect(() => prepareData({ row: { deep: [withGetter] } })).toThrow(
      "prepareData: 'row.deep.0.secret': 'secret' is an accessor property",
    );
    expect(() => prepareData(() => 1)).toThrow("prepareData: '' holds a function");
    expect(ran).toBe(false);
  });

  it('leaves out keys expressions may never read, so a copy cannot change its own prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "a": 1}') as object;
    const copy = prepareData(hostile) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['a']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.polluted).toBeUndefined();
  });
});
