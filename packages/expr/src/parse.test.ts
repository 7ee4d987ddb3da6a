import jsep from 'jsep';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import { parse } from './parse.js';

function refusal(source: string): ExprError {
  try {
    compile(source);
  } catch (error) {
    if (error instanceof ExprError) return error;
    throw error;
  }
  throw new Error(`${source} compiled`);
}

describe('jsep configuration', () => {
  it('has the ternary plugin and no other', () => {
    expect(Object.keys(jsep.plugins.registered)).toEqual(['ternary']);
  });

  it('parses ?? and optional chaining with jsep core', () => {
    expect(parse('a ?? b')).toMatchObject({ type: 'BinaryExpression', operator: '??' });
    expect(parse('a?.b')).toMatchObject({ type: 'MemberExpression', optional: true });
    expect(parse('a ? b : c')).toMatchObject({ type: 'ConditionalExpression' });
  });

  it('records where tokens and identifiers start', () => {
    const node = parse('  row.days + 12');
    expect(node).toMatchObject({ left: { start: 2, property: { start: 6 } }, right: { start: 13, end: 15 } });
  });
});

describe('refused syntax names the position', () => {
  it.each([
    ['this', "'this' is not supported", 0],
    ['row.a + this.b', "'this' is not supported", 8],
    ['a = 1', 'Assignment is not supported', 2],
    ['row.days += 1', 'Assignment is not supported', 10],
    ['x => 1', 'Arrow functions are not supported', 2],
    ['(x) => x', 'Arrow functions are not supported', 4],
    ['`template`', 'Template literals are not supported', 0],
    ['/abc/.test(row.name)', 'Regular expressions and comments are not supported', 0],
    ['row.a // comment', 'Regular expressions and comments are not supported', 7],
    ['({})', 'Object literals and blocks are not supported', 1],
    ['(row.a, row.b)', 'Comma-separated sequences are not supported', 8],
    ['row.a; row.b', 'Only one expression is allowed; another one starts', 7],
    ['row.a row.b', 'Only one expression is allowed; another one starts', 6],
    ['new Date()', "'new' is not supported", 0],
    ['typeof row', "'typeof' is not supported", 0],
    ['void 0', "'void' is not supported", 0],
    ['delete row.a', "'delete' is not supported", 0],
    ["'a' in row", "'in' is not supported", 4],
    ['function f() {}', 'Object literals and blocks are not supported', 13],
    ["import('fs')", "'import' is not supported", 0],
    ['row.name.toUpperCase()', 'Method calls are not supported; use a helper such as len(x)', 9],
    ["row.items['map'](len)", 'Method calls are not supported; use a helper such as len(x)', 10],
    ['len(row)(1)', 'Only helpers can be called', 0],
    ['row()', "Unknown function 'row'", 0],
    ["eval('1')", "Unknown function 'eval'", 0],
    ['1 ** 2', "Operator '**' is not supported", 2],
    ['row.a | 1', "Operator '|' is not supported", 6],
    ['row.a & 1', "Operator '&' is not supported", 6],
    ['row.a ^ 1', "Operator '^' is not supported", 6],
    ['(row.a) << 1', "Operator '<<' is not supported", 8],
    ['row.a >>> 1', "Operator '>>>' is not supported", 6],
    ['~row.a', "Operator '~' is not supported", 0],
    ['[1, , 2]', 'Empty array elements are not supported', 0],
    ['', 'Expression is empty', 0],
    ['   ', 'Expression is empty', 0],
    ["'open", 'Unclosed quote after "open"', 5],
    ['(1 + 2', 'Unclosed (', 6],
    ['row.', 'Unexpected ', 4],
    ['len', "'len' is a helper: call it, as in len(…)", 0],
    ['len(1, 2)', 'len takes 1 argument(s), not 2: len(value)', 0],
    ['round()', 'round takes 1 to 2 argument(s), not 0: round(x, places = 0)', 0],
    ['sum()', 'sum takes at least 1 argument(s), not 0', 0],
    ['foo', "Unknown name 'foo'; expressions can read row, parent, env, user, now", 0],
    ['row.a + undefined', "Unknown name 'undefined'", 8],
  ])('%s', (source, message, position) => {
    const error = refusal(source);
    expect(error.reason).toContain(message);
    expect(error.position).toBe(position);
    expect(error.message).toBe(`${error.reason} at character ${position}`);
  });
});
