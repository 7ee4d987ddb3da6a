import { describe, expect, it } from 'vitest';
import { isPrepared } from './brand.js';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import { evaluate } from './evaluate.js';
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

  it('makes a deep, frozen, branded copy whose objects have no prototype', () => {
    const copy = prepareData(source);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(source)));
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
    expect(Object.getPrototypeOf(copy.row.items)).toBe(Array.prototype);
    expect(Object.getPrototypeOf(copy.row)).toBeNull();
    expect(copy.row.when).toEqual(source.row.when);
    expect(copy.row.when).not.toBe(source.row.when);
    expect(Object.isFrozen(copy.row.when)).toBe(true);
    expect(Object.keys(copy.row)).toEqual(['name', 'days', 'items', 'nested', 'when']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(source));
  });

  it('copies Dates into real Dates that inherit only methods', () => {
    const when = new Date('2024-11-05T10:00:00Z');
    const copy = prepareData({ when }).when;
    expect(copy).not.toBe(when);
    expect(copy.getTime()).toBe(when.getTime());
    expect(copy.toISOString()).toBe('2024-11-05T10:00:00.000Z');
    expect(JSON.stringify({ copy })).toBe('{"copy":"2024-11-05T10:00:00.000Z"}');
    expect(Object.prototype.toString.call(copy)).toBe('[object Date]');
    expect(copy instanceof Date).toBe(false);
    expect(Object.isFrozen(copy)).toBe(true);
    const scope = prepareData({ row: { when } });
    expect(compile("row.when == '2024-11-05T10:00:00Z'").evaluate(scope)).toBe(true);
    expect(compile('row.when.getTime').evaluate(scope)).toBeUndefined();
    expect(compile('monthOf(row.when)').evaluate(scope)).toBe(11);
  });

  it('reads only a prepared plain object as a prepared scope, so no inherited method becomes a name', () => {
    const names = { names: ['map', 'getTime', 'length'] };
    expect(evaluate('[map, length]', prepareData([1, 2]), names)).toEqual([undefined, 2]);
    expect(evaluate('getTime', prepareData(new Date(0)), names)).toBeUndefined();
    expect(evaluate('length', prepareData({ length: 3 }), names)).toBe(3);
  });

  it('keeps primitives, and prepared data, as they are', () => {
    const copy = prepareData(source);
    expect(prepareData(copy)).toBe(copy);
    const around = prepareData({ row: copy.row, env: copy.env });
    expect(around.row).toBe(copy.row);
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
      'row.when.getTime',
      "row.items[1]['code']",
    ]) {
      expect(compile(expression).evaluate(copy), expression).toEqual(compile(expression).evaluate(source));
    }
    expect(() => compile('row.missing.x').evaluate(copy)).toThrow("Cannot read 'x' of undefined");
    expect(() => compile('row.missing.x').evaluate(source)).toThrow("Cannot read 'x' of undefined");
  });

  it('gives each evaluation its own values, one scope after another', () => {
    const compiled = compile('row.a * 10 + env.b');
    const first = prepareData({ row: { a: 1 }, env: { b: 2 } });
    const second = prepareData({ row: { a: 3 }, env: { b: 4 } });
    expect([compiled.evaluate(first), compiled.evaluate(second), compiled.evaluate(first)]).toEqual([
      12, 34, 12,
    ]);
    expect(compiled.evaluate({ row: { a: 5 }, env: { b: 6 } })).toBe(56);
  });

  it('keeps an evaluation re-entered from a Proxy trap from changing how the outer one reads', () => {
    const inner = compile('row.a');
    const preparedScope = prepareData({ row: { a: 1 } });
    let getterRan = false;
    const withGetter = Object.defineProperty({}, 'secret', {
      enumerable: true,
      get: () => {
        getterRan = true;
        return 1;
      },
    });
    const reentering = new Proxy(
      { x: 1 },
      {
        getOwnPropertyDescriptor(target, key) {
          expect(inner.evaluate(preparedScope)).toBe(1);
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    const outer = compile('row.p.x + row.g.secret');
    expect(() => outer.evaluate({ row: { p: reentering, g: withGetter } })).toThrow(
      "'secret' is an accessor property",
    );
    expect(getterRan).toBe(false);
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
    expect(() => prepareData(() => 1)).toThrow('prepareData: the value: a function is not data');
    expect(ran).toBe(false);
  });

  it('refuses objects that are not plain data', () => {
    class Money {
      amount = 1;
    }
    expect(() => prepareData({ row: { pay: new Money() } })).toThrow(
      "prepareData: 'row.pay': only plain objects, arrays, Dates and primitives are data",
    );
    expect(() => prepareData(new Map())).toThrow('prepareData: the value: only plain objects');
    expect(() => prepareData([new Set()])).toThrow(ExprError);
  });

  it('leaves out keys expressions may never read, so a copy cannot change its own prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "a": 1}') as object;
    const copy = prepareData(hostile) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['a']);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(copy.polluted).toBeUndefined();
  });

  it('stays immune to a polluted Object.prototype, as raw data read through descriptors is', () => {
    const copy = prepareData({ row: { a: 1, items: [1], when: new Date(0) } });
    (Object.prototype as { polluted?: unknown }).polluted = 'yes';
    (Date.prototype as { pollutedDate?: unknown }).pollutedDate = 'yes';
    try {
      expect(compile('row.polluted').evaluate(copy)).toBeUndefined();
      expect(compile('row.items.polluted').evaluate(copy)).toBeUndefined();
      expect(compile('row.when.polluted').evaluate(copy)).toBeUndefined();
      expect(compile('row.when.pollutedDate').evaluate(copy)).toBeUndefined();
      expect(compile('row.polluted').evaluate({ row: { a: 1 } })).toBeUndefined();
    } finally {
      delete (Object.prototype as { polluted?: unknown }).polluted;
      delete (Date.prototype as { pollutedDate?: unknown }).pollutedDate;
    }
  });
});
