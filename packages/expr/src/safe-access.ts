import { isPrepared, isPreparedRecord } from './brand.js';
import { timeOfDate } from './dates.js';
import { ExprError } from './errors.js';

/**
 * Names that reach the machinery of objects rather than their data. Only own data
 * properties are ever read, so these could only come from data that spells them; they are
 * refused anyway, statically for written keys and at run time for computed ones.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  'constructor',
  'prototype',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
]);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

export function forbiddenKeyError(key: string, position?: number): ExprError {
  return new ExprError(`Access to '${key}' is not allowed`, position);
}

const hasOwn = Object.hasOwn;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const isArray = Array.isArray;
const OBJECT_PROTOTYPE = Object.prototype;

/**
 * The value of an own data property, read through its descriptor so that a getter is
 * never invoked; a function value is refused rather than returned.
 */
export function ownData(object: object, key: string | number): unknown {
  const descriptor = getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined) return undefined;
  const value: unknown = descriptor.value;
  if (typeof value === 'function') {
    throw new ExprError(`'${key}' holds a function, which expressions cannot read`);
  }
  if (value === undefined && descriptor.get !== undefined) {
    throw new ExprError(`'${key}' is an accessor property, which expressions cannot read`);
  }
  return value;
}

/** Arrays, and objects whose prototype is Object.prototype or null: the shapes JSON produces. */
export function isReadableObject(value: object): boolean {
  // Array.isArray never runs Proxy traps, so it goes first.
  if (isArray(value)) return true;
  const prototype = getPrototypeOf(value);
  return prototype === OBJECT_PROTOTYPE || prototype === null;
}

function missingBase(base: null | undefined, key: string | number): ExprError {
  return new ExprError(`Cannot read '${key}' of ${base}`);
}

function stringMember(text: string, key: string): unknown {
  if (key === 'length') return text.length;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && String(index) === key ? text[index] : undefined;
}

/** How one evaluation reads `base.key`, for a key already checked against the forbidden names. */
export type MemberReader = (base: unknown, key: string) => unknown;

/** `base.key` where base is not an object: a string's length or index; nothing else has members. */
function primitiveMember(base: unknown, key: string): unknown {
  if (typeof base === 'string') return stringMember(base, key);
  if (base === undefined) throw missingBase(base, key);
  return undefined;
}

/**
 * `base.key` in data as the caller gave it: an own data property of a plain object or
 * array, read through its descriptor so that no getter can run; a Date has no members and any
 * other object is refused.
 */
export function readRawMember(base: unknown, key: string): unknown {
  if (typeof base === 'object') {
    if (base === null) throw missingBase(base, key);
    if (isReadableObject(base)) return ownData(base, key);
    if (timeOfDate(base) !== undefined) return undefined;
    throw new ExprError(`Cannot read '${key}': only plain objects, arrays and strings have readable members`);
  }
  return primitiveMember(base, key);
}

/**
 * `base.key` where base came from data made by prepareData, with plain loads: its plain
 * objects have no prototype, so a load finds own data or nothing; its Dates inherit only
 * functions (see prepareData), which are not data; its arrays inherit from Array.prototype, so
 * they pay for hasOwn.
 */
export function readPreparedMember(base: unknown, key: string): unknown {
  if (typeof base === 'object') {
    if (base === null) throw missingBase(base, key);
    if (isArray(base))
      return hasOwn(base, key) ? (base as unknown as Record<string, unknown>)[key] : undefined;
    const value = (base as Record<string, unknown>)[key];
    return typeof value === 'function' ? undefined : value;
  }
  return primitiveMember(base, key);
}

/**
 * `base.key` in an evaluation of prepared data, where base may also be a value the evaluation
 * made: a Date (the default `now`, a `date()` result) inherits from Date.prototype and
 * Object.prototype, where a plain load would find whatever was added to them, so anything but
 * a prepared record or an array is read like raw data.
 */
export function readPreparedOrMadeMember(base: unknown, key: string): unknown {
  if (typeof base === 'object' && base !== null && !isArray(base) && !isPreparedRecord(base)) {
    return readRawMember(base, key);
  }
  return readPreparedMember(base, key);
}

/** The key of `base[key]`, computed at run time, as a member name; forbidden names are refused. */
export function computedKey(key: unknown): string {
  if (typeof key === 'string') {
    if (FORBIDDEN_KEYS.has(key)) throw forbiddenKeyError(key);
    return key;
  }
  if (typeof key === 'number') return String(key);
  throw new ExprError('A computed member key must be a string or a number');
}

/** The elements of an array, each read as an own data property. */
export function elementsOf(array: readonly unknown[]): readonly unknown[] {
  if (isPrepared(array)) return array;
  const length = ownData(array, 'length') as number;
  const elements = new Array<unknown>(length);
  for (let i = 0; i < length; i++) elements[i] = ownData(array, i);
  return elements;
}

/** A name of the evaluation scope: an own data property of the scope object, nothing inherited. */
export function readScopeName(scope: object | undefined, name: string): unknown {
  return scope === undefined || scope === null ? undefined : ownData(scope, name);
}
