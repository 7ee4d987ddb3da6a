import { describe, expect, it } from 'vitest';
import { CompiledExpr, compile, STANDARD_NAMES } from './compile.js';
import { ExprError } from './errors.js';
import { evaluate } from './evaluate.js';

const scope = {
  row: {
    name: 'Asha',
    days: 3,
    rate: 1.5,
    active: true,
    note: null,
    items: [10, 20, 30],
    employee: { code: 'E1', person: { first_name: 'Asha' } },
    key: 'name',
  },
  parent: { code: 'P1' },
  env: { isAO: false, code: 'admin' },
  user: { id: 'u1' },
};

const run = (source: string, data: object = scope) => evaluate(source, data);

describe('literals', () => {
  it.each([
    ['42', 42],
    ['3.25', 3.25],
    ['.5', 0.5],
    ['1e3', 1000],
    ["'single'", 'single'],
    ['"double"', 'double'],
    ["'esc\\'aped\\n'", "esc'aped\n"],
    ['true', true],
    ['false', false],
    ['null', null],
  ])('%s', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('arrays', () => {
  it('builds arrays of any expressions', () => {
    expect(run('[row.days, row.name, 1 + 1]')).toEqual([3, 'Asha', 2]);
  });

  it('shares one frozen array when every element is a literal', () => {
    const compiled = compile("['SL', 'CL']");
    const first = compiled.evaluate(scope);
    expect(first).toEqual(['SL', 'CL']);
    expect(Object.isFrozen(first)).toBe(true);
    expect(compiled.evaluate(scope)).toBe(first);
  });

  it('accepts the empty array', () => {
    expect(run('[]')).toEqual([]);
  });
});

describe('names', () => {
  it('reads the five standard names', () => {
    expect(STANDARD_NAMES).toEqual(['row', 'parent', 'env', 'user', 'now']);
    expect(run('parent.code')).toBe('P1');
    expect(run('user.id')).toBe('u1');
    expect(run('env.code')).toBe('admin');
  });

  it('gives undefined for a name the scope lacks, and for no scope at all', () => {
    expect(run('row', {})).toBeUndefined();
    expect(evaluate('row')).toBeUndefined();
    expect(evaluate('row', null as unknown as object)).toBeUndefined();
    expect(evaluate('row', 5 as unknown as object)).toBeUndefined();
    expect(evaluate('[row, env]')).toEqual([undefined, undefined]);
  });

  it('reads only own properties of the scope', () => {
    const inherited = Object.create({ row: { days: 1 } }) as object;
    expect(run('row', inherited)).toBeUndefined();
  });

  it('gives the current time for now unless the scope sets it', () => {
    const before = Date.now();
    const value = run('now') as Date;
    expect(value).toBeInstanceOf(Date);
    expect(value.getTime()).toBeGreaterThanOrEqual(before);
    const fixed = new Date('2024-11-05T00:00:00Z');
    expect(run('now', { now: fixed })).toBe(fixed);
  });

  it('takes other names when the caller declares them, as payroll formulas do', () => {
    const options = { names: ['basic', 'payable_days', 'days_in_month'] };
    expect(
      evaluate(
        'basic * payable_days / days_in_month',
        { basic: 30000, payable_days: 15, days_in_month: 30 },
        options,
      ),
    ).toBe(15000);
    expect(() => compile('row.days', options)).toThrow("Unknown name 'row'");
  });

  it('refuses scope names that reach object machinery', () => {
    expect(() => compile('x', { names: ['__proto__'] })).toThrow("'__proto__' cannot be a scope name");
    expect(() => compile('x', { names: ['a-b'] })).toThrow(ExprError);
  });
});

describe('member access', () => {
  it('reads dotted, computed and nested members', () => {
    expect(run('row.name')).toBe('Asha');
    expect(run("row['name']")).toBe('Asha');
    expect(run('row[row.key]')).toBe('Asha');
    expect(run('row.employee.person.first_name')).toBe('Asha');
    expect(run("row.employee['person'].first_name")).toBe('Asha');
    expect(run('row.items[1]')).toBe(20);
    expect(run('row.items[row.days - 1]')).toBe(30);
    expect(run('row.items.length')).toBe(3);
    expect(run('row.name.length')).toBe(4);
    expect(run('row.name[0]')).toBe('A');
  });

  it('gives undefined for a missing member, and fails reading from undefined or null', () => {
    expect(run('row.missing')).toBeUndefined();
    expect(run('row.items[7]')).toBeUndefined();
    expect(() => run('row.missing.x')).toThrow("Cannot read 'x' of undefined");
    expect(() => run('row.note.x')).toThrow("Cannot read 'x' of null");
  });

  it('short-circuits a whole chain at ?. as JavaScript does', () => {
    expect(run('row.missing?.x')).toBeUndefined();
    expect(run('row.missing?.x.y.z')).toBeUndefined();
    expect(run('row.note?.[0]')).toBeUndefined();
    expect(run('row.employee?.code')).toBe('E1');
    expect(run('row?.items?.[2]')).toBe(30);
  });

  it('gives undefined for members of numbers and booleans, and string members other than length and indices', () => {
    expect(run('row.days.x')).toBeUndefined();
    expect(run('row.active.x')).toBeUndefined();
    expect(run('row.name.toUpperCase')).toBeUndefined();
    expect(run('row.name[9]')).toBeUndefined();
  });

  it('refuses keys that are neither strings nor numbers', () => {
    expect(() => run('row[true]')).toThrow('A computed member key must be a string or a number');
    expect(() => run('row[row.items]')).toThrow('A computed member key must be a string or a number');
  });

  it('reads numeric keys of plain objects', () => {
    expect(run('row[1]', { row: { 1: 'one' } })).toBe('one');
    expect(run('row[1.5]', { row: { '1.5': 'x' } })).toBe('x');
  });
});

describe('unary operators', () => {
  it.each([
    ['!row.active', false],
    ['!!row.name', true],
    ['!row.note', true],
    ['-row.days', -3],
    ['+row.days', 3],
    ["-'4'", -4],
    ["+'4'", 4],
    ['+true', 1],
    ['-null', -0],
    ['+row.missing', Number.NaN],
  ])('%s', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('binary operators', () => {
  it.each([
    ['row.days + 2', 5],
    ["row.name + '!'", 'Asha!'],
    ["'n' + row.days", 'n3'],
    ['row.days - 5', -2],
    ['row.days * row.rate', 4.5],
    ['row.days / 2', 1.5],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['1 / 0', Number.POSITIVE_INFINITY],
    ["'6' * '7'", 42],
    ['null + 1', 1],
    ['row.days == 3', true],
    ["row.days == '3'", true],
    ["row.days === '3'", false],
    ['row.days === 3', true],
    ['row.days != 4', true],
    ["row.days !== '3'", true],
    ['null == row.missing', true],
    ['row.note == row.missing', true],
    ['row.note === row.missing', false],
    ['row.days < 4', true],
    ['row.days <= 3', true],
    ['row.days > 3', false],
    ['row.days >= 3', true],
    ["'apple' < 'banana'", true],
    ["'10' < 9", false],
    ['row.missing < 1', false],
    ['row.missing >= 1', false],
    ['null >= 0', true],
  ])('%s', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('gives the precedence JavaScript gives', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('1 + 2 < 4 && 2 * 2 == 4')).toBe(true);
  });

  it('compares arrays and objects by identity', () => {
    expect(run('row.items == row.items')).toBe(true);
    expect(run('row.items === row.employee')).toBe(false);
    expect(run('row.items == 10')).toBe(false);
  });

  it('refuses arithmetic and ordering on objects and arrays (no valueOf or toString runs)', () => {
    for (const source of [
      'row.items + 1',
      "row.employee + ''",
      'row.items * 2',
      'row.employee < 1',
      '-row.items',
    ]) {
      expect(() => run(source), source).toThrow('cannot be applied to an object or array');
    }
  });
});

describe('logical operators and the conditional', () => {
  it('returns operands as JavaScript does', () => {
    expect(run("row.name && 'yes'")).toBe('yes');
    expect(run("row.note && 'yes'")).toBeNull();
    expect(run("row.note || 'fallback'")).toBe('fallback');
    expect(run("row.days || 'fallback'")).toBe(3);
    expect(run("row.note ?? 'default'")).toBe('default');
    expect(run("0 ?? 'default'")).toBe(0);
    expect(run("'' || row.missing ?? 'x'")).toBe('x');
  });

  it('evaluates only the operand it returns', () => {
    expect(run('row.active || row.missing.x')).toBe(true);
    expect(run('row.note && row.missing.x')).toBeNull();
    expect(run('row.name ?? row.missing.x')).toBe('Asha');
    expect(run("row.active ? 'on' : row.missing.x")).toBe('on');
  });

  it('chooses a branch of the conditional, nesting to the right', () => {
    expect(run("row.days > 2 ? 'many' : 'few'")).toBe('many');
    expect(run("row.days > 5 ? 'many' : row.days > 1 ? 'some' : 'few'")).toBe('some');
  });
});

describe('helper calls', () => {
  it('calls helpers by bare name', () => {
    expect(run('len(row.items) + len(row.name)')).toBe(7);
    expect(run('round(row.days * row.rate / 7, 2)')).toBe(0.64);
    expect(run('max(row.items) - min(1, 2)')).toBe(29);
    expect(run('sum(row.items, 4)')).toBe(64);
  });
});

describe('compilation', () => {
  it('caches by source', () => {
    expect(compile('row.days + 1')).toBe(compile('row.days + 1'));
    expect(compile('row.days + 1')).not.toBe(compile('row.days  + 1'));
  });

  it('caches per set of names', () => {
    const standard = compile('x', { names: ['x'] });
    expect(compile('x', { names: ['x'] })).toBe(standard);
    expect(compile('x', { names: ['x', 'y'] })).not.toBe(standard);
  });

  it('keeps the source, the checked tree and the names read', () => {
    const compiled = compile('row.days > 2 && env.isAO');
    expect(compiled).toBeInstanceOf(CompiledExpr);
    expect(compiled.source).toBe('row.days > 2 && env.isAO');
    expect(compiled.ast.kind).toBe('logical');
    expect(compiled.names).toEqual(['row', 'env']);
  });

  it('refuses a source that is not a string', () => {
    expect(() => compile(42 as unknown as string)).toThrow('An expression must be a string');
  });

  it('reports evaluation failures as ExprError, without a position', () => {
    const error = (() => {
      try {
        run('row.missing.x');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ExprError);
    expect((error as ExprError).position).toBeUndefined();
  });

  it('wraps errors JavaScript itself throws on exotic primitives', () => {
    expect(() => run('row.s + 1', { row: { s: Symbol('s') } })).toThrow(ExprError);
    expect(() => run('row.n + 1', { row: { n: 10n } })).toThrow(ExprError);
  });
});
