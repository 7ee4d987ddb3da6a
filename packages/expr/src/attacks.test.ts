import { afterEach, describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import { evaluate } from './evaluate.js';
import { prepareData } from './prepared.js';

type Canary = { __pwned?: unknown };
const canary = globalThis as Canary;
const PAYLOAD = "globalThis.__pwned = 'yes'";

/** Nothing leaked: no global was set, no prototype was polluted, no function came out. */
function expectNoEscape(result?: unknown): void {
  expect(canary.__pwned).toBeUndefined();
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  expect(typeof result).not.toBe('function');
  expect(result).not.toBe(globalThis);
  expect(result).not.toBe(Object.prototype);
}

function outcome(source: string, scope: object): 'refused' | 'failed' | { value: unknown } {
  let compiled: ReturnType<typeof compile>;
  try {
    compiled = compile(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ExprError);
    return 'refused';
  }
  try {
    return { value: compiled.evaluate(scope) };
  } catch (error) {
    expect(error).toBeInstanceOf(ExprError);
    return 'failed';
  }
}

afterEach(() => {
  delete canary.__pwned;
  delete (Object.prototype as { polluted?: unknown }).polluted;
});

const data = () => ({
  row: { name: 'x', k: '__proto__', c: 'constructor', items: [1, 2], nested: { a: 1 } },
  env: {
    f: () => {
      canary.__pwned = 'env.f';
    },
    obj: {
      run: () => {
        canary.__pwned = 'env.obj.run';
      },
    },
  },
});

describe('escapes refused when compiling', () => {
  it.each([
    `constructor.constructor("${PAYLOAD}")()`,
    `row.constructor.constructor("${PAYLOAD}")()`,
    `row.name.constructor.constructor("${PAYLOAD}")()`,
    "''.constructor",
    "''['constructor']",
    '[].constructor',
    "[]['constructor']['constructor']",
    'row.items.constructor',
    '(row).constructor',
    'row?.constructor',
    "row?.['__proto__']",
    '__proto__',
    'row.__proto__',
    "row['__proto__']",
    "row['__proto__']['polluted'] = 1",
    'row.__proto__.polluted = 1',
    'row.constructor.assign(row.__proto__, row.nested)',
    'row.constructor.prototype',
    "row['prototype']",
    'row.__defineGetter__',
    "row['__lookupGetter__']",
    'this',
    'this.constructor',
    'toString.call(row)',
    'row.toString()',
    'row.toString',
    "row.hasOwnProperty('x')",
    'valueOf',
    'row.valueOf',
    'globalThis',
    'globalThis.process',
    'process',
    'process.exit()',
    'window',
    'self',
    'document',
    'arguments',
    "require('fs')",
    `Function("${PAYLOAD}")()`,
    `eval("${PAYLOAD}")`,
    "import('fs')",
    "setTimeout('1')",
    "fetch('http://x')",
    'env.f()',
    'env.obj.run()',
    "env['f']()",
    'env?.f()',
    'len(row)()',
    'now.getTime()',
    'row.items.map(len)',
    `new Function("${PAYLOAD}")`,
    '(() => 1)()',
    '`row`',
    "row.name.replace(/x/, 'y')",
    'row.a = 1',
    'row.items.length = 0',
    '\\u0063onstructor',
  ])('%s', (source) => {
    expect(outcome(source, data())).toBe('refused');
    expectNoEscape();
  });
});

describe('escapes refused while evaluating', () => {
  it.each([
    ["row['constr' + 'uctor']", data()],
    ['row[row.c]', data()],
    ['row[row.k]', data()],
    ["row.items['constr' + 'uctor']", data()],
    ["row[lower('__PROTO__')]", data()],
    ["row[trim(' constructor ')]", data()],
    ['row[row.k].polluted', data()],
    ['row[[row.k]]', data()],
    ['env.f', data()],
    ['env.obj.run', data()],
    ["env['f']", data()],
    ['env?.f', data()],
    ['len(env.f)', data()],
    ['[env.f]', data()],
    ['row.name ? env.f : 1', data()],
    ['env.f ?? 1', data()],
  ] as const)('%s', (source, scope) => {
    expect(outcome(source, scope)).toBe('failed');
    expectNoEscape();
  });
});

describe('escapes that read as harmless data', () => {
  it.each([
    ["row['\\x5f\\x5fproto__']", undefined],
    ["row['\\u005f_proto__']", undefined],
    ["row.items['map']", undefined],
    ['row.items.map', undefined],
    ['row.name.constructorX', undefined],
    ["row['constructor ']", undefined],
    ['now.getTime', undefined],
    ['now.toISOString', undefined],
  ])('%s', (source, expected) => {
    const result = outcome(source, data());
    expect(result).toEqual({ value: expected });
    expectNoEscape(typeof result === 'object' ? result.value : undefined);
  });

  it('reads data that spells "__proto__" as a plain key only through JSON, never the prototype', () => {
    const row = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object;
    expect(outcome('row.a', { row })).toEqual({ value: 1 });
    expect(outcome('row[key]', { row })).toBe('refused');
    expect(outcome("row['__proto__']", { row })).toBe('refused');
    expectNoEscape();
  });
});

describe('data cannot run code', () => {
  it('never invokes a getter, at any depth or through any path', () => {
    let invoked = 0;
    const withGetter = (): object =>
      Object.defineProperty({ plain: 1 }, 'secret', {
        enumerable: true,
        get() {
          invoked++;
          canary.__pwned = 'getter';
          return 'secret';
        },
      });
    const arrayWithGetter = [1, 2];
    Object.defineProperty(arrayWithGetter, 1, { get: () => ++invoked });
    const row = { top: withGetter(), list: [withGetter()], k: 'secret', arr: arrayWithGetter };
    Object.defineProperty(row, 'own', { enumerable: true, get: () => ++invoked });
    for (const source of [
      'row.own',
      'row.top.secret',
      'row.top[row.k]',
      'row.list[0].secret',
      "row.top['secret']",
      'row.top?.secret',
      'len(row.arr)',
      'sum(row.arr)',
      'max(row.arr)',
      'includes(row.arr, 2)',
      'isEmpty(row.arr)',
      'row.arr[1]',
    ]) {
      expect(outcome(source, { row }), source).toBe('failed');
    }
    expect(() => prepareData({ row })).toThrow(ExprError);
    expect(() => prepareData(row.top)).toThrow("prepareData: 'secret': 'secret' is an accessor property");
    expect(() => prepareData(arrayWithGetter)).toThrow("prepareData: '1': '1' is an accessor property");
    expect(outcome('row.top.plain', { row })).toEqual({ value: 1 });
    expect(outcome('row.top.secret', { row })).toBe('failed');
    expect(invoked).toBe(0);
    expectNoEscape();
  });

  it('never lets a Proxy in the data run its get, has, ownKeys, apply or other traps', () => {
    const invoked: string[] = [];
    const record = (trap: string) => (): never => {
      invoked.push(trap);
      canary.__pwned = trap;
      throw new Error(`trap ${trap} ran`);
    };
    // getPrototypeOf and getOwnPropertyDescriptor are left to the target: see the next test.
    const handler: ProxyHandler<object> = {
      get: record('get'),
      set: record('set'),
      has: record('has'),
      ownKeys: record('ownKeys'),
      apply: record('apply'),
      construct: record('construct'),
      defineProperty: record('defineProperty'),
      deleteProperty: record('deleteProperty'),
      isExtensible: record('isExtensible'),
      preventExtensions: record('preventExtensions'),
      setPrototypeOf: record('setPrototypeOf'),
    };
    const row = { p: new Proxy({ x: 1, k: 'x' }, handler), list: new Proxy([1, 2, 3], handler) };
    for (const source of [
      'row.p.x',
      'row.p[row.p.k]',
      'row.p?.x',
      "row.p == 'x'",
      'row.p === row.p',
      'row.p ? 1 : 0',
      '!row.p',
      'row.p && 1',
      'row.p ?? 1',
      'row.p + 1',
      "row.p + ''",
      'row.p < 1',
      'row.p * 2',
      '-row.p',
      'len(row.list)',
      'sum(row.list)',
      'includes(row.list, 2)',
      'isEmpty(row.p)',
      'row.list[1]',
      'row.list.length',
      'lower(row.p)',
      'date(row.p)',
      'daysBetween(row.p, row.p)',
      'round(row.p)',
    ]) {
      outcome(source, { row });
    }
    expect(invoked).toEqual([]);
    expectNoEscape();
  });

  it('refuses what a lying Proxy reports: an accessor or a function is never used', () => {
    let getterRan = false;
    const liar = new Proxy(
      { x: 1 },
      {
        getOwnPropertyDescriptor: () => ({
          configurable: true,
          enumerable: true,
          get: () => {
            getterRan = true;
            return 'stolen';
          },
        }),
      },
    );
    const functionHolder = new Proxy(
      { x: 1 },
      { getOwnPropertyDescriptor: () => ({ configurable: true, value: () => 1 }) },
    );
    const disguised = new Proxy({}, { getPrototypeOf: () => Date.prototype });
    expect(outcome('row.liar.x', { row: { liar } })).toBe('failed');
    expect(outcome('row.f.x', { row: { f: functionHolder } })).toBe('failed');
    expect(outcome('row.d.x', { row: { d: disguised } })).toBe('failed');
    expect(getterRan).toBe(false);
    expectNoEscape();
  });

  it('never calls valueOf, toString or Symbol.toPrimitive of data', () => {
    const calls: string[] = [];
    const tricky = {
      valueOf: () => {
        calls.push('valueOf');
        return 1;
      },
      toString: () => {
        calls.push('toString');
        return 'x';
      },
      [Symbol.toPrimitive]: () => {
        calls.push('toPrimitive');
        return 1;
      },
    };
    const fakeDate = Object.create(Date.prototype) as object;
    const realDateWithValueOf = Object.assign(new Date(0), { valueOf: tricky.valueOf });
    for (const source of [
      'row.t + 1',
      "row.t + ''",
      'row.t - 1',
      'row.t * 1',
      'row.t / 1',
      'row.t % 1',
      '-row.t',
      '+row.t',
      'row.t < 1',
      'row.t >= row.t',
      "row.t == 'x'",
      'row.t == 1',
      'row.t != 1',
      'row.t[row.t]',
      'lower(row.t)',
      "includes(row.t, 'x')",
      "includes('x', row.t)",
      "startsWith(row.t, 'x')",
      'round(row.t)',
      'sum(row.t)',
      'date(row.t)',
      'row.fake < 1',
      'row.fake == 0',
      'row.real - 1',
      'row.real == 0',
    ]) {
      outcome(source, { row: { t: tricky, fake: fakeDate, real: realDateWithValueOf } });
    }
    expect(outcome('row.real - 1', { row: { real: realDateWithValueOf } })).toEqual({ value: -1 });
    expect(calls).toEqual([]);
    expectNoEscape();
  });

  it('keeps the Object.assign prototype-pollution chain away from Object.prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
    );
    const prepared = prepareData({ row: hostile }) as { row: object };
    expect(Object.getPrototypeOf(prepared.row)).toBeNull();
    expect(Object.keys(prepared.row)).toEqual([]);
    for (const source of [
      'row.__proto__.polluted',
      "row['__proto__']['polluted']",
      'row.constructor.prototype.polluted',
      "row[key]['polluted']",
      "row.constructor.assign(row.__proto__, row['__proto__'])",
      "row['constructor']['assign']",
    ]) {
      outcome(source, { row: hostile });
      outcome(source, prepared);
    }
    const merged = Object.assign({}, evaluate('row', prepared) as object);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expectNoEscape();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('data changed after or during an evaluation', () => {
  // A name read as `name.key` is checked to be a plain object or array once per evaluation;
  // nothing about an object is remembered from one evaluation to the next, and every member
  // is still read through its own descriptor.
  it('refuses a getter, a function or a prototype that appears after an evaluation read the object', () => {
    let invoked = 0;
    const row: Record<string, unknown> = { a: 1, b: 2, c: 3 };
    const scope = { row, env: { k: 1 } };
    const rule = compile('row.a + row.b + env.k');
    expect(rule.evaluate(scope)).toBe(4);
    Object.defineProperty(row, 'a', {
      configurable: true,
      get: () => {
        invoked++;
        return 1;
      },
    });
    expect(() => rule.evaluate(scope)).toThrow("'a' is an accessor property");
    Object.defineProperty(row, 'a', { value: 1, configurable: true, writable: true });
    expect(rule.evaluate(scope)).toBe(4);
    row.b = () => 2;
    expect(() => rule.evaluate(scope)).toThrow("'b' holds a function");
    row.b = 2;
    class Employee {}
    Object.setPrototypeOf(row, Employee.prototype);
    expect(() => rule.evaluate(scope)).toThrow(
      'only plain objects, arrays and strings have readable members',
    );
    Object.setPrototypeOf(row, null);
    expect(rule.evaluate(scope)).toBe(4);
    expect(invoked).toBe(0);
    expectNoEscape();
  });

  it('refuses members of any name that is not a plain object or array, whichever name it is', () => {
    const rule = compile('row.a + env.b');
    expect(rule.evaluate({ row: { a: 1 }, env: { b: 2 } })).toBe(3);
    expect(() => rule.evaluate({ row: { a: 1 }, env: new Map([['b', 2]]) })).toThrow(ExprError);
    expect(() => rule.evaluate({ row: new (class {})(), env: { b: 2 } })).toThrow(ExprError);
    expect(() => rule.evaluate({ row: { a: 1 } })).toThrow("Cannot read 'b' of undefined");
    expect(compile('row.length + len(env.x)').evaluate({ row: 'abc', env: { x: [1] } })).toBe(4);
    expect(rule.evaluate({ row: [1], env: { b: 2 } })).toBeNaN();
  });

  it('refuses an accessor that a Proxy trap defines in the middle of an evaluation, without running it', () => {
    let getterRan = false;
    const row: Record<string, unknown> = { b: 1 };
    row.p = new Proxy(
      { x: 1 },
      {
        getOwnPropertyDescriptor(target, key) {
          Object.defineProperty(row, 'b', {
            get: () => {
              getterRan = true;
              return 1;
            },
          });
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    expect(outcome('row.p.x + row.b', { row })).toBe('failed');
    expect(getterRan).toBe(false);
    expectNoEscape();
  });

  it('reads only own data of an object whose prototype a Proxy trap replaces in the middle of an evaluation', () => {
    let getterRan = false;
    const inherited = Object.defineProperty({}, 'c', {
      get: () => {
        getterRan = true;
        return 'inherited';
      },
    });
    const row: Record<string, unknown> = { d: 'own' };
    row.p = new Proxy(
      { x: 1 },
      {
        getOwnPropertyDescriptor(target, key) {
          Object.setPrototypeOf(row, inherited);
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    expect(outcome('[row.p.x, row.c, row.d]', { row })).toEqual({ value: [1, undefined, 'own'] });
    expect(getterRan).toBe(false);
    // The next evaluation sees the new prototype and refuses the object.
    expect(outcome('row.d', { row })).toBe('failed');
    expectNoEscape();
  });

  it('gives each evaluation its own frame when a Proxy trap re-enters the same expression', () => {
    const rule = compile('row.p.x + row.n');
    const inner = { row: { p: { x: 10 }, n: 20 } };
    let innerResult: unknown;
    const outer = {
      row: {
        p: new Proxy(
          { x: 1 },
          {
            getOwnPropertyDescriptor(target, key) {
              innerResult = rule.evaluate(inner);
              return Reflect.getOwnPropertyDescriptor(target, key);
            },
          },
        ),
        n: 2,
      },
    };
    expect(rule.evaluate(outer)).toBe(3);
    expect(innerResult).toBe(30);
    expect(rule.evaluate(prepareData(inner))).toBe(30);
  });
});

describe('prepared data next to Dates the evaluation makes', () => {
  afterEach(() => {
    delete (Object.prototype as { sneaky?: unknown }).sneaky;
  });

  it('reads no inherited property, and runs no inherited getter, of the default now or a date() result', () => {
    let invoked = 0;
    Object.defineProperty(Object.prototype, 'sneaky', {
      configurable: true,
      get: () => {
        invoked++;
        return 'from a getter on Object.prototype';
      },
    });
    (Object.prototype as { polluted?: unknown }).polluted = 'inherited';
    const prepared = prepareData({ row: { from: '2024-11-05' } });
    for (const scope of [prepared, { row: { from: '2024-11-05' } }]) {
      for (const source of [
        'now.sneaky',
        'now.polluted',
        'date(row.from).sneaky',
        'date(row.from).polluted',
      ]) {
        expect(outcome(source, scope), source).toEqual({ value: undefined });
      }
    }
    expect(outcome('now.polluted', prepareData({ now: new Date(0) }))).toEqual({ value: undefined });
    expect(invoked).toBe(0);
  });
});

describe('no code generation (strict CSP)', () => {
  it('compiles and evaluates with Function and eval unusable', () => {
    const forbidden = () => {
      throw new Error('code generation attempted');
    };
    const realFunction = Reflect.get(globalThis, 'Function');
    const realEval = Reflect.get(globalThis, 'eval');
    Reflect.set(globalThis, 'Function', new Proxy(realFunction, { construct: forbidden, apply: forbidden }));
    Reflect.set(globalThis, 'eval', forbidden);
    try {
      const sources = [
        "env.isAO || env.code == 'admin'",
        "row.leave_type == 'SL' && row.days > 2",
        "round(row.basic * row.days / 30, 2) + sum(row.items) + len(lower(trim(' A ')))",
        'daysBetween(row.from, row.to) > 0 ? monthOf(row.from) : yearOf(now)',
        "row?.missing?.x ?? includes(['a', 'b'], 'b') && !isEmpty(row.items) && startsWith(upper('ab'), 'A')",
        'max(row.items) >= min(row.items) && abs(-1) == ceil(0.5) && floor(1.5) === 1 && date(row.from) < now',
      ];
      const scope = {
        row: { leave_type: 'SL', days: 3, basic: 30000, items: [1, 2], from: '2024-11-01', to: '2024-11-05' },
        env: { isAO: false, code: 'admin' },
      };
      for (const [index, source] of sources.entries()) {
        expect(() => compile(`${source} ${' '.repeat(index + 1)}`).evaluate(scope)).not.toThrow();
      }
    } finally {
      Reflect.set(globalThis, 'Function', realFunction);
      Reflect.set(globalThis, 'eval', realEval);
    }
  });
});
