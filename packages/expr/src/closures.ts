import type { Link, Node } from './ast.js';
import { type Reading, type Run, startsWithNameMember } from './frame.js';
import { findHelper } from './helpers.js';
import { computedKey, type MemberReader } from './safe-access.js';
import {
  add,
  divide,
  greaterOrEqual,
  greaterThan,
  lessOrEqual,
  lessThan,
  looseEquals,
  multiply,
  remainder,
  strictEquals,
  subtract,
  toNumber,
} from './values.js';

/**
 * Each node shape gets its own function literal, so the operator code is inlined into
 * the closure rather than called through a shared, megamorphic dispatch, and common shapes
 * (a literal on the right, a short static member chain, numbers on both sides) take a
 * fast path before the general rule.
 */
export function toClosure(node: Node, reading: Reading): Run {
  const compile = (child: Node): Run => toClosure(child, reading);
  switch (node.kind) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'array':
      return arrayClosure(node.elements, compile);
    case 'name':
      return reading.name(node.name);
    case 'chain':
      if (startsWithNameMember(node)) {
        const closure = nameChainClosure(reading, node.base.name, node.links);
        if (closure) return closure;
      }
      return chainClosure(compile(node.base), node.links, reading.member, compile);
    case 'call':
      return callClosure(node.helper, node.args.map(compile));
    case 'unary':
      return unaryClosure(node.operator, compile(node.argument));
    case 'binary':
      return binaryClosure(node.operator, compile(node.left), node.right, compile);
    case 'logical':
      return logicalClosure(node.operator, compile(node.left), compile(node.right));
    case 'conditional': {
      const test = compile(node.test);
      const consequent = compile(node.consequent);
      const alternate = compile(node.alternate);
      return (frame) => (test(frame) ? consequent(frame) : alternate(frame));
    }
  }
}

function arrayClosure(elements: readonly Node[], compile: (node: Node) => Run): Run {
  if (elements.every((element) => element.kind === 'literal')) {
    // Frozen because every evaluation hands out the same array.
    const constant = Object.freeze(
      elements.map((element) => (element.kind === 'literal' ? element.value : null)),
    );
    return () => constant;
  }
  const runs = elements.map(compile);
  return (frame) => runs.map((run) => run(frame));
}

/** `row.days`, `env.code`, `row.employee.code`: the commonest reads. */
function nameChainClosure(reading: Reading, name: string, links: readonly Link[]): Run | undefined {
  const [first, second, third] = links;
  if (first?.kind !== 'static' || third !== undefined) return undefined;
  const read = reading.nameMember(name, first.key);
  if (second === undefined) return read;
  if (second.kind !== 'static' || second.optional) return undefined;
  const member = reading.dataMember;
  const next = second.key;
  return (frame) => member(read(frame), next);
}

function chainClosure(
  base: Run,
  links: readonly Link[],
  member: MemberReader,
  compile: (node: Node) => Run,
): Run {
  const steps = links.map((link) =>
    link.kind === 'static'
      ? { optional: link.optional, key: link.key, computed: undefined }
      : { optional: link.optional, key: '', computed: compile(link.key) },
  );
  return (frame) => {
    let value = base(frame);
    for (const step of steps) {
      // `?.` ends the whole chain at a missing value, as in JavaScript.
      if (step.optional && (value === null || value === undefined)) return undefined;
      value = member(value, step.computed === undefined ? step.key : computedKey(step.computed(frame)));
    }
    return value;
  };
}

function callClosure(name: string, args: readonly Run[]): Run {
  const fn = (findHelper(name) as NonNullable<ReturnType<typeof findHelper>>).fn;
  const [first, second] = args;
  if (args.length === 1 && first) return (frame) => fn(first(frame));
  if (args.length === 2 && first && second) return (frame) => fn(first(frame), second(frame));
  return (frame) => fn(...args.map((arg) => arg(frame)));
}

function unaryClosure(operator: '!' | '-' | '+', argument: Run): Run {
  if (operator === '!') return (frame) => !argument(frame);
  if (operator === '-') {
    return (frame) => {
      const value = argument(frame);
      return typeof value === 'number' ? -value : -toNumber(value, '-');
    };
  }
  return (frame) => {
    const value = argument(frame);
    return typeof value === 'number' ? value : toNumber(value, '+');
  };
}

function logicalClosure(operator: '&&' | '||' | '??', left: Run, right: Run): Run {
  if (operator === '&&') {
    return (frame) => {
      const value = left(frame);
      return value ? right(frame) : value;
    };
  }
  if (operator === '||') {
    return (frame) => {
      const value = left(frame);
      return value ? value : right(frame);
    };
  }
  return (frame) => {
    const value = left(frame);
    return value === null || value === undefined ? right(frame) : value;
  };
}

function binaryClosure(operator: string, left: Run, rightNode: Node, compile: (node: Node) => Run): Run {
  if (rightNode.kind === 'literal') {
    const closure = literalRightClosure(operator, left, rightNode.value);
    if (closure) return closure;
  }
  const right = compile(rightNode);
  switch (operator) {
    case '+':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a + b : add(a, b);
      };
    case '-':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a - b : subtract(a, b);
      };
    case '*':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a * b : multiply(a, b);
      };
    case '/':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a / b : divide(a, b);
      };
    case '%':
      return (frame) => remainder(left(frame), right(frame));
    case '===':
      return (frame) => strictEquals(left(frame), right(frame));
    case '!==':
      return (frame) => !strictEquals(left(frame), right(frame));
    case '==':
      return (frame) => looseEquals(left(frame), right(frame));
    case '!=':
      return (frame) => !looseEquals(left(frame), right(frame));
    case '<':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a < b : lessThan(a, b);
      };
    case '<=':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a <= b : lessOrEqual(a, b);
      };
    case '>':
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a > b : greaterThan(a, b);
      };
    default:
      return (frame) => {
        const a = left(frame);
        const b = right(frame);
        return typeof a === 'number' && typeof b === 'number' ? a >= b : greaterOrEqual(a, b);
      };
  }
}

/** `x == 'SL'`, `x > 2`, `x * 100`: the right side is a constant, so it is not re-evaluated. */
function literalRightClosure(
  operator: string,
  left: Run,
  b: string | number | boolean | null,
): Run | undefined {
  if (typeof b === 'string' && (operator === '==' || operator === '===')) {
    return (frame) => {
      const a = left(frame);
      return typeof a === 'string' ? a === b : operator === '==' ? looseEquals(a, b) : strictEquals(a, b);
    };
  }
  if (typeof b === 'string' && (operator === '!=' || operator === '!==')) {
    return (frame) => {
      const a = left(frame);
      return typeof a === 'string' ? a !== b : operator === '!=' ? !looseEquals(a, b) : !strictEquals(a, b);
    };
  }
  if (typeof b !== 'number') return undefined;
  switch (operator) {
    case '>':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a > b : greaterThan(a, b);
      };
    case '>=':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a >= b : greaterOrEqual(a, b);
      };
    case '<':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a < b : lessThan(a, b);
      };
    case '<=':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a <= b : lessOrEqual(a, b);
      };
    case '*':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a * b : multiply(a, b);
      };
    case '/':
      return (frame) => {
        const a = left(frame);
        return typeof a === 'number' ? a / b : divide(a, b);
      };
    default:
      return undefined;
  }
}
