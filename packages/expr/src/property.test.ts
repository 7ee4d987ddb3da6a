import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { dependencies } from './dependencies.js';
import { ExprError } from './errors.js';
import { prepareData } from './prepared.js';

/**
 * On the safe subset (arithmetic, comparisons, logic, the conditional, member reads of
 * primitives in plain data) the language is JavaScript: generated expressions must give
 * what JavaScript gives on the same data, or fail exactly when JavaScript throws.
 */

// Short strings over a small alphabet can never look like ISO dates (which compare as instants).
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'X', ' ', '1', '0', '.'), maxLength: 5 });
const primitive = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double(),
  text,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const data = fc.record({
  f1: primitive,
  f2: primitive,
  f3: primitive,
  obj: fc.record({ f1: primitive, f2: primitive }),
  list: fc.array(primitive, { maxLength: 4 }),
  empty: fc.constant(null),
});

const literal = fc.oneof(
  fc.integer({ min: 0, max: 100 }).map(String),
  fc.constantFrom('0.5', '2.25', '1e3', '.5'),
  text.map((value) => `'${value}'`),
  fc.constantFrom('true', 'false', 'null'),
);
const read = fc.oneof(
  fc.constantFrom('row.f1', 'row.f2', 'row.f3', 'row.obj.f1', 'row.obj.f2', "row['f1']", "row.obj['f2']"),
  fc.constantFrom('row.f1.length', 'row.obj?.f1', 'row.missing?.f1', 'row.empty?.f1.f2', 'row.list.length'),
  fc.integer({ min: 0, max: 5 }).map((index) => `row.list[${index}]`),
  fc.constantFrom(
    "row[row.obj.f1 ? 'f2' : 'f3']",
    'row.list[row.list.length - 1]',
    'row.missing',
    'row.f1.f2',
  ),
);

const ARITHMETIC_AND_COMPARISON = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '===', '!=='];
const LOGICAL = ['&&', '||', '??'];

// Operators that convert their operands only ever meet primitives here: on objects and
// arrays the language refuses what JavaScript would run valueOf/toString for.
const { expression } = fc.letrec<{ primitive: string; expression: string }>((tie) => ({
  primitive: fc.oneof(
    { depthIdentifier: 'expression', maxDepth: 5 },
    literal,
    read,
    fc
      .tuple(tie('primitive'), fc.constantFrom(...ARITHMETIC_AND_COMPARISON, ...LOGICAL), tie('primitive'))
      .map(([left, operator, right]) => `(${left} ${operator} ${right})`),
    fc
      .tuple(fc.constantFrom('!', '-', '+'), tie('primitive'))
      .map(([operator, argument]) => `(${operator}${argument})`),
    fc
      .tuple(tie('expression'), tie('primitive'), tie('primitive'))
      .map(([test, consequent, alternate]) => `(${test} ? ${consequent} : ${alternate})`),
  ),
  expression: fc.oneof(
    { depthIdentifier: 'expression', maxDepth: 5 },
    tie('primitive'),
    fc.array(tie('expression'), { maxLength: 3 }).map((elements) => `[${elements.join(', ')}]`),
    fc
      .tuple(tie('expression'), fc.constantFrom(...LOGICAL), tie('expression'))
      .map(([left, operator, right]) => `(${left} ${operator} ${right})`),
    tie('expression').map((argument) => `(!${argument})`),
    fc
      .tuple(tie('expression'), tie('expression'), tie('expression'))
      .map(([test, consequent, alternate]) => `(${test} ? ${consequent} : ${alternate})`),
  ),
}));

type Outcome = { threw: true } | { threw: false; value: unknown };

function javascript(source: string, row: object): Outcome {
  try {
    // The reference implementation, in this test only: the package never generates code.
    const fn = new Function('row', `"use strict"; return (${source});`) as (row: object) => unknown;
    return { threw: false, value: fn(row) };
  } catch {
    return { threw: true };
  }
}

function ours(source: string, row: object): Outcome {
  try {
    return { threw: false, value: compile(source).evaluate({ row }) };
  } catch (error) {
    expect(error).toBeInstanceOf(ExprError);
    return { threw: true };
  }
}

/** Arrays made of literals come back frozen; equality of content is what counts. */
function comparable(outcome: Outcome): unknown {
  return outcome.threw ? 'threw' : outcome.value;
}

// Thousands of fresh compilations: seconds on a busy machine, beyond vitest's default 5 s.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('the language agrees with JavaScript on its safe subset', () => {
  it(
    'on raw data',
    () => {
      fc.assert(
        fc.property(expression, data, (source, row) => {
          expect(comparable(ours(source, row)), source).toEqual(comparable(javascript(source, row)));
        }),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'on prepared data',
    () => {
      fc.assert(
        fc.property(expression, data, (source, row) => {
          const expected = comparable(javascript(source, row));
          let actual: unknown;
          try {
            actual = compile(source).evaluate(prepareData({ row }));
          } catch (error) {
            expect(error).toBeInstanceOf(ExprError);
            actual = 'threw';
          }
          expect(actual, source).toEqual(expected);
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('arbitrary text', () => {
  const noise = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...'()[]!?:.,+-*/%<>=&|^~\'"` abrow0123'), maxLength: 80 }),
  );

  it(
    'is compiled or refused with an ExprError, never anything else',
    () => {
      fc.assert(
        fc.property(noise, (source) => {
          try {
            const compiled = compile(source);
            dependencies(compiled);
            try {
              compiled.evaluate({ row: { a: 1, b: 'x', c: [1] } });
            } catch (error) {
              expect(error).toBeInstanceOf(ExprError);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(ExprError);
          }
        }),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
