import { defaultBusinessTimeZone, isBusinessTimeZone } from '@muster/protocol';
import type { Node } from './ast.js';
import { ExprError } from './errors.js';
import { findHelper } from './helpers.js';
import { ownData, readScopeName } from './safe-access.js';

/** The operators that may read a string as a date (values.ts: `==` beside a Date, ordering). */
const CALENDAR_OPERATORS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

/**
 * A comparison with a number, boolean or null written out (`row.days > 5`, `x == null`) parses
 * no date text: such a value stands for itself beside a Date (values.ts, instantBeside).
 */
const besideNonText = (left: Node, right: Node): boolean =>
  (left.kind === 'literal' && typeof left.value !== 'string') ||
  (right.kind === 'literal' && typeof right.value !== 'string');

/**
 * Whether an expression counts in the business's calendar: a date helper, or an operator that
 * may read an offset-less date. The others skip reading the zone, which costs every evaluation.
 */
export function usesCalendar(node: Node): boolean {
  switch (node.kind) {
    case 'literal':
    case 'name':
      return false;
    case 'array':
      return node.elements.some(usesCalendar);
    case 'chain':
      return (
        usesCalendar(node.base) ||
        node.links.some((link) => link.kind === 'computed' && usesCalendar(link.key))
      );
    case 'call':
      return findHelper(node.helper)?.calendar === true || node.args.some(usesCalendar);
    case 'unary':
      return usesCalendar(node.argument);
    case 'binary':
      return (
        (CALENDAR_OPERATORS.has(node.operator) && !besideNonText(node.left, node.right)) ||
        usesCalendar(node.left) ||
        usesCalendar(node.right)
      );
    case 'logical':
      return usesCalendar(node.left) || usesCalendar(node.right);
    case 'conditional':
      return usesCalendar(node.test) || usesCalendar(node.consequent) || usesCalendar(node.alternate);
  }
}

/** The zone last found to be a business's: the same env's zone is not looked up in the list again. */
let lastZone: string | undefined;

/**
 * The zone an evaluation counts days in: the business's, `env.time_zone` of its scope (the
 * session's env, which browser and server both hand in), the default when it names none. A
 * zone that is not a business's is refused, not read as India's: a wrong day would be silent.
 */
export function zoneOfScope(scope: object | undefined): string {
  const env = readScopeName(scope, 'env');
  const zone = typeof env === 'object' && env !== null ? ownData(env, 'time_zone') : undefined;
  if (zone === undefined || zone === null || zone === '') return defaultBusinessTimeZone;
  if (typeof zone === 'string' && (zone === lastZone || isBusinessTimeZone(zone))) {
    lastZone = zone;
    return zone;
  }
  throw new ExprError(
    `env.time_zone: ${typeof zone === 'string' ? `'${zone}'` : `a ${typeof zone}`} is not a business's time zone`,
  );
}

/** The zone of an expression reading no `env` (a payroll formula's names): the default. */
export const defaultZone = (): string => defaultBusinessTimeZone;
