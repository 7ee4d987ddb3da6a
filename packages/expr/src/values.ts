import { looksLikeIsoDate, parseIsoInstant, timeOfDate } from './dates.js';
import { ExprError } from './errors.js';

/**
 * Operators on values. JavaScript's operators convert objects with ToPrimitive, which calls
 * valueOf/toString/Symbol.toPrimitive (data-supplied functions, or Proxy traps). Here only
 * primitives go to the JavaScript operator; a Date is read through its intrinsic time value
 * and any other object is refused, so no operator can run code that came with the data.
 */

function objectOperand(operator: string): ExprError {
  return new ExprError(`Operator '${operator}' cannot be applied to an object or array`);
}

/** A primitive stands for itself; a Date for its epoch milliseconds; other objects are refused. */
function primitiveOf(value: unknown, operator: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const time = timeOfDate(value);
  if (time === undefined) throw objectOperand(operator);
  return time;
}

export function toNumber(value: unknown, operator: string): number {
  return Number(primitiveOf(value, operator));
}

export function add(left: unknown, right: unknown): unknown {
  if (typeof left === 'object' && left !== null) left = dateInSum(left, right);
  if (typeof right === 'object' && right !== null) right = dateInSum(right, left);
  return (left as number) + (right as number);
}

/** In `+`, a Date next to a string reads as its ISO string, otherwise as milliseconds. */
function dateInSum(value: object, other: unknown): unknown {
  const time = timeOfDate(value);
  if (time === undefined) throw objectOperand('+');
  return typeof other === 'string' ? new Date(time).toISOString() : time;
}

export function subtract(left: unknown, right: unknown): number {
  return toNumber(left, '-') - toNumber(right, '-');
}

export function multiply(left: unknown, right: unknown): number {
  return toNumber(left, '*') * toNumber(right, '*');
}

export function divide(left: unknown, right: unknown): number {
  return toNumber(left, '/') / toNumber(right, '/');
}

export function remainder(left: unknown, right: unknown): number {
  return toNumber(left, '%') % toNumber(right, '%');
}

/** A Date's time value, else undefined. */
function dateTime(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? timeOfDate(value) : undefined;
}

/** What a value is worth next to a Date: an instant for a Date, an ISO string or milliseconds. */
function instantBeside(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseIsoInstant(value);
  return dateTime(value) ?? Number.NaN;
}

/** `===`: JavaScript's strict equality, except that two Dates are equal when they are the same instant. */
export function strictEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  const leftTime = dateTime(left);
  return leftTime !== undefined && leftTime === dateTime(right);
}

/**
 * `==`: JavaScript's loose equality between primitives; a Date equals a Date, ISO string or
 * milliseconds of the same instant; any other object equals only itself.
 */
export function looseEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  const leftIsObject = typeof left === 'object' && left !== null;
  const rightIsObject = typeof right === 'object' && right !== null;
  // biome-ignore lint/suspicious/noDoubleEquals: this is the language's `==`, applied to primitives only.
  if (!leftIsObject && !rightIsObject) return left == right;
  const leftTime = dateTime(left);
  const rightTime = dateTime(right);
  if (leftTime === undefined && rightTime === undefined) return false;
  return (leftTime ?? instantBeside(left)) === (rightTime ?? instantBeside(right));
}

/**
 * Orders two values for `< <= > >=`: negative, zero, positive, or NaN when they do not
 * compare. As JavaScript, except: if either is a Date, both become instants; two ISO date
 * strings compare as instants (so offsets and date-only strings order correctly); any other
 * object is refused.
 */
function order(left: unknown, right: unknown, operator: string): number {
  if (typeof left === 'string' && typeof right === 'string') {
    if (!comparesAsText(left, right)) {
      const leftInstant = parseIsoInstant(left);
      const rightInstant = parseIsoInstant(right);
      if (!Number.isNaN(leftInstant) && !Number.isNaN(rightInstant)) return leftInstant - rightInstant;
    }
    return left < right ? -1 : left > right ? 1 : 0;
  }
  const leftTime = dateTime(left);
  const rightTime = dateTime(right);
  if (leftTime !== undefined || rightTime !== undefined) {
    return (leftTime ?? instantOrRefuse(left, operator)) - (rightTime ?? instantOrRefuse(right, operator));
  }
  if ((typeof left === 'object' && left !== null) || (typeof right === 'object' && right !== null)) {
    throw objectOperand(operator);
  }
  const a = left as number;
  const b = right as number;
  return a < b ? -1 : a > b ? 1 : a <= b ? 0 : Number.NaN;
}

/**
 * Whether two strings order as text: unless both are ISO dates written differently. Two
 * dates (`2024-11-05`), or two UTC date-times of one length (`…Z`, as toISOString writes
 * them), have their fields in the same places, so text order is instant order and they need
 * no parsing; offset-less and `+05:30` forms can line up to one length with different
 * layouts, so they are parsed.
 */
function comparesAsText(left: string, right: string): boolean {
  const length = left.length;
  if (
    length === right.length &&
    (length === 10 ||
      (left.charCodeAt(length - 1) === 90 &&
        right.charCodeAt(length - 1) === 90 &&
        left.charCodeAt(10) === right.charCodeAt(10)))
  ) {
    return true;
  }
  return !(looksLikeIsoDate(left) && looksLikeIsoDate(right));
}

function instantOrRefuse(value: unknown, operator: string): number {
  if (typeof value === 'object' && value !== null) throw objectOperand(operator);
  if (value === null || value === undefined) return Number.NaN;
  return instantBeside(value);
}

export function lessThan(left: unknown, right: unknown): boolean {
  if (typeof left === 'string' && typeof right === 'string' && comparesAsText(left, right))
    return left < right;
  return order(left, right, '<') < 0;
}

export function lessOrEqual(left: unknown, right: unknown): boolean {
  if (typeof left === 'string' && typeof right === 'string' && comparesAsText(left, right))
    return left <= right;
  return order(left, right, '<=') <= 0;
}

export function greaterThan(left: unknown, right: unknown): boolean {
  if (typeof left === 'string' && typeof right === 'string' && comparesAsText(left, right))
    return left > right;
  return order(left, right, '>') > 0;
}

export function greaterOrEqual(left: unknown, right: unknown): boolean {
  if (typeof left === 'string' && typeof right === 'string' && comparesAsText(left, right))
    return left >= right;
  return order(left, right, '>=') >= 0;
}
