import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import { LIMITS, prescan } from './limits.js';

/** Refused with an ExprError (never a RangeError from a blown stack), and quickly. */
function expectRefusedQuickly(source: string, message: string): ExprError {
  const started = Date.now();
  let caught: unknown;
  try {
    compile(source);
  } catch (error) {
    caught = error;
  }
  expect(Date.now() - started).toBeLessThan(250);
  expect(caught).toBeInstanceOf(ExprError);
  expect((caught as ExprError).reason).toContain(message);
  return caught as ExprError;
}

describe('limits', () => {
  it('are 4096 characters, 64 levels and 1024 parts', () => {
    expect(LIMITS).toEqual({ maxLength: 4096, maxDepth: 64, maxNodes: 1024 });
  });

  it('refuse a source longer than 4096 characters', () => {
    const error = expectRefusedQuickly(`'${'a'.repeat(4095)}'`, 'Expression is too long: 4097 characters');
    expect(error.position).toBe(4096);
    expect(() => compile(`'${'a'.repeat(4094)}'`)).not.toThrow();
  });

  it('refuse 100,000 nested parentheses', () => {
    expectRefusedQuickly(`${'('.repeat(100_000)}1${')'.repeat(100_000)}`, 'Expression is too long');
  });

  it('refuse 100,000 !', () => {
    expectRefusedQuickly(`${'!'.repeat(100_000)}true`, 'Expression is too long');
  });

  it('refuse a 400 KB sum', () => {
    expectRefusedQuickly(`1${'+1'.repeat(200_000)}`, 'Expression is too long');
  });

  it('refuse a huge array literal', () => {
    expectRefusedQuickly(`[${'1,'.repeat(100_000)}1]`, 'Expression is too long');
    expectRefusedQuickly(`[${'1,'.repeat(2000)}1]`, 'Expression is too large: more than 1024 parts');
  });

  it('refuse deep bracket nesting inside the length limit, before parsing', () => {
    const source = `${'('.repeat(2000)}1${')'.repeat(2000)}`;
    expect(() => prescan(source)).toThrow('Brackets are nested too deeply, the limit is 64');
    const error = expectRefusedQuickly(source, 'Brackets are nested too deeply');
    expect(error.position).toBe(64);
    expectRefusedQuickly(`${'['.repeat(2000)}${']'.repeat(2000)}`, 'Brackets are nested too deeply');
    expectRefusedQuickly(`${'len('.repeat(800)}1${')'.repeat(800)}`, 'Brackets are nested too deeply');
  });

  it('refuse long runs of prefix operators inside the length limit, before parsing', () => {
    expectRefusedQuickly(`${'!'.repeat(4000)}true`, 'Too many operators in a row, the limit is 64');
    expectRefusedQuickly(`${'- '.repeat(2000)}1`, 'Too many operators in a row');
    expectRefusedQuickly(`1${' + -'.repeat(800)}1`, 'Too many operators in a row');
  });

  it('refuse many nested conditionals inside the length limit, before parsing', () => {
    expectRefusedQuickly(
      `${'row ? 1 : '.repeat(400)}0`,
      'Too many conditional (?:) operators, the limit is 64',
    );
  });

  it('refuse a tree deeper than 64 levels', () => {
    const error = expectRefusedQuickly(
      `1${' + 1'.repeat(80)}`,
      'Expression is nested too deeply: more than 64 levels',
    );
    expect(error.position).toBeGreaterThanOrEqual(0);
    expectRefusedQuickly(`${'row.a.'.repeat(70)}b`, 'Expression is nested too deeply');
  });

  it('refuse a tree of more than 1024 parts', () => {
    const wide = `[${Array.from({ length: 40 }, () => `[${'1,'.repeat(29)}1]`).join(',')}]`;
    expectRefusedQuickly(wide, 'Expression is too large: more than 1024 parts');
  });

  it('accept what real rules need', () => {
    expect(() => compile(`${'('.repeat(30)}1${')'.repeat(30)}`)).not.toThrow();
    expect(() => compile(`${'!'.repeat(40)}true`)).not.toThrow();
    expect(() => compile(`1${' + 1'.repeat(50)}`)).not.toThrow();
    expect(() => compile(`${'row.a ? 1 : '.repeat(30)}0`)).not.toThrow();
    expect(compile('row.a ?? row.b?.c ?? 0')).toBeDefined();
  });

  it('do not count brackets, operators or question marks inside strings', () => {
    expect(compile(`'${'('.repeat(500)}${'!'.repeat(500)}${'?'.repeat(500)}'`).evaluate({})).toHaveLength(
      1500,
    );
    expect(compile(`"it's \\" ${'['.repeat(100)}"`).evaluate({})).toContain('[');
  });
});
