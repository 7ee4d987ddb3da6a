import { financialYearOf } from '@muster/protocol';
import { businessDay, businessFields, toInstant } from './dates.js';
import { ExprError } from './errors.js';
import { elementsOf, isReadableObject, ownData } from './safe-access.js';
import { strictEquals } from './values.js';

type HelperFunction = (...args: unknown[]) => unknown;

export interface HelperInfo {
  readonly name: string;
  readonly minArgs: number;
  /** Infinity for helpers that take any number of arguments. */
  readonly maxArgs: number;
  readonly signature: string;
  readonly description: string;
}

interface Helper extends HelperInfo {
  readonly fn: HelperFunction;
  /** It counts in the business's calendar (its zone's days and clock), so the evaluation sets the zone. */
  readonly calendar?: true;
}

/** The text of a string argument; null and undefined read as '', numbers and booleans as their text. */
function text(value: unknown, helper: string): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ExprError(`${helper}: expected a string`);
}

/** A number argument: a number or numeric text; null and undefined give null (the helper answers null). */
function numberOrNull(value: unknown, helper: string): number | null {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  throw new ExprError(`${helper}: expected a number`);
}

/** The numbers among the arguments, arrays spread one level, null and undefined skipped. */
function numbers(args: readonly unknown[], helper: string): number[] {
  const result: number[] = [];
  for (const arg of args) {
    const items = Array.isArray(arg) ? elementsOf(arg) : [arg];
    for (const item of items) {
      const value = numberOrNull(item, helper);
      if (value !== null) result.push(value);
    }
  }
  return result;
}

/** Rounds half away from zero, nudging by one part in 2^52 so 1.005 rounds to 1.01 as written. */
function round(value: unknown, places: unknown = 0): number | null {
  const x = numberOrNull(value, 'round');
  const digits = numberOrNull(places, 'round');
  if (x === null) return null;
  if (digits === null || !Number.isInteger(digits) || digits < -15 || digits > 15) {
    throw new ExprError('round: places must be a whole number from -15 to 15');
  }
  const scale = 10 ** digits;
  const rounded = Math.round(Math.abs(x) * scale * (1 + Number.EPSILON)) / scale;
  return x < 0 ? -rounded : rounded;
}

function unaryMath(name: string, fn: (x: number) => number): HelperFunction {
  return (value) => {
    const x = numberOrNull(value, name);
    return x === null ? null : fn(x);
  };
}

function extreme(name: string, pick: (a: number, b: number) => number): HelperFunction {
  return (...args) => {
    const values = numbers(args, name);
    if (values.length === 0) return null;
    return values.reduce((best, x) => pick(best, x));
  };
}

/**
 * The id of a reference in any of the shapes one takes: the server reads a stored row, where
 * it is the id; a list row holds `[{id, code, name}]`, a form's record `{id, …}`
 * (engine/query README "With no projections"). One row permission then means the same on both.
 */
function referenceId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || !isReadableObject(value)) return null;
  const first = Array.isArray(value) ? elementsOf(value)[0] : value;
  if (typeof first !== 'object' || first === null || Array.isArray(first) || !isReadableObject(first))
    return null;
  const id = ownData(first, 'id');
  return typeof id === 'string' ? id : null;
}

const HELPERS: readonly Helper[] = [
  {
    name: 'len',
    minArgs: 1,
    maxArgs: 1,
    signature: 'len(value)',
    description: 'Length of a string or array; 0 for null or undefined.',
    fn: (value) => {
      if (typeof value === 'string') return value.length;
      if (value === null || value === undefined) return 0;
      if (Array.isArray(value)) return elementsOf(value).length;
      throw new ExprError('len: expected a string or an array');
    },
  },
  {
    name: 'lower',
    minArgs: 1,
    maxArgs: 1,
    signature: 'lower(text)',
    description: "Lower-case text; '' for null or undefined.",
    fn: (value) => text(value, 'lower').toLowerCase(),
  },
  {
    name: 'upper',
    minArgs: 1,
    maxArgs: 1,
    signature: 'upper(text)',
    description: "Upper-case text; '' for null or undefined.",
    fn: (value) => text(value, 'upper').toUpperCase(),
  },
  {
    name: 'trim',
    minArgs: 1,
    maxArgs: 1,
    signature: 'trim(text)',
    description: "Text without leading and trailing white space; '' for null or undefined.",
    fn: (value) => text(value, 'trim').trim(),
  },
  {
    name: 'includes',
    minArgs: 2,
    maxArgs: 2,
    signature: 'includes(textOrArray, value)',
    description:
      'Whether text contains the value as a substring, or an array has an element === the value; false for null.',
    fn: (container, value) => {
      if (container === null || container === undefined) return false;
      if (typeof container === 'string') return container.includes(text(value, 'includes'));
      if (Array.isArray(container)) return elementsOf(container).some((item) => strictEquals(item, value));
      throw new ExprError('includes: expected a string or an array');
    },
  },
  {
    name: 'startsWith',
    minArgs: 2,
    maxArgs: 2,
    signature: 'startsWith(text, prefix)',
    description: 'Whether text starts with the prefix; false for null or undefined text.',
    fn: (value, prefix) => {
      if (value === null || value === undefined) return false;
      return text(value, 'startsWith').startsWith(text(prefix, 'startsWith'));
    },
  },
  {
    name: 'isEmpty',
    minArgs: 1,
    maxArgs: 1,
    signature: 'isEmpty(value)',
    description:
      'True for null, undefined, blank text (only white space) and empty arrays; numbers, booleans, dates and objects are never empty.',
    fn: (value) => {
      if (value === null || value === undefined) return true;
      if (typeof value === 'string') return value.trim() === '';
      if (Array.isArray(value)) return elementsOf(value).length === 0;
      return false;
    },
  },
  {
    name: 'min',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    signature: 'min(a, b, …) or min(array)',
    description: 'Smallest number; arrays are spread, null and undefined skipped; null when none.',
    fn: extreme('min', Math.min),
  },
  {
    name: 'max',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    signature: 'max(a, b, …) or max(array)',
    description: 'Largest number; arrays are spread, null and undefined skipped; null when none.',
    fn: extreme('max', Math.max),
  },
  {
    name: 'sum',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    signature: 'sum(a, b, …) or sum(array)',
    description: 'Total of the numbers; arrays are spread, null and undefined skipped; 0 when none.',
    fn: (...args) => numbers(args, 'sum').reduce((total, x) => total + x, 0),
  },
  {
    name: 'round',
    minArgs: 1,
    maxArgs: 2,
    signature: 'round(x, places = 0)',
    description:
      'Rounds half away from zero to the given decimal places (negative: tens, hundreds…); null for null.',
    fn: round,
  },
  {
    name: 'floor',
    minArgs: 1,
    maxArgs: 1,
    signature: 'floor(x)',
    description: 'Largest whole number ≤ x; null for null.',
    fn: unaryMath('floor', Math.floor),
  },
  {
    name: 'ceil',
    minArgs: 1,
    maxArgs: 1,
    signature: 'ceil(x)',
    description: 'Smallest whole number ≥ x; null for null.',
    fn: unaryMath('ceil', Math.ceil),
  },
  {
    name: 'abs',
    minArgs: 1,
    maxArgs: 1,
    signature: 'abs(x)',
    description: 'Absolute value; null for null.',
    fn: unaryMath('abs', Math.abs),
  },
  {
    name: 'date',
    minArgs: 1,
    maxArgs: 1,
    signature: 'date(value)',
    description:
      "A Date from a Date, an ISO string (no offset: the business's zone, env.time_zone, IST when none) or epoch milliseconds; null for null, undefined or ''.",
    calendar: true,
    fn: (value) => {
      const instant = toInstant(value, 'date');
      return instant === null ? null : new Date(instant);
    },
  },
  {
    name: 'daysBetween',
    minArgs: 2,
    maxArgs: 2,
    signature: 'daysBetween(from, to)',
    description:
      "Calendar days (the business's zone) from the first date to the second, negative when earlier; null if either is null.",
    calendar: true,
    fn: (from, to) => {
      const start = toInstant(from, 'daysBetween');
      const end = toInstant(to, 'daysBetween');
      return start === null || end === null ? null : businessDay(end) - businessDay(start);
    },
  },
  {
    name: 'monthOf',
    minArgs: 1,
    maxArgs: 1,
    signature: 'monthOf(date)',
    description: "Month of the date in the business's zone, 1 to 12; null for null.",
    calendar: true,
    fn: (value) => {
      const instant = toInstant(value, 'monthOf');
      return instant === null ? null : businessFields(instant).getUTCMonth() + 1;
    },
  },
  {
    name: 'clockOf',
    minArgs: 1,
    maxArgs: 1,
    signature: 'clockOf(date)',
    description: "The date's time of day in the business's zone as HH:MM (a punch's time); '' for null.",
    calendar: true,
    fn: (value) => {
      const instant = toInstant(value, 'clockOf');
      if (instant === null) return '';
      const fields = businessFields(instant);
      return `${String(fields.getUTCHours()).padStart(2, '0')}:${String(fields.getUTCMinutes()).padStart(2, '0')}`;
    },
  },
  {
    name: 'idOf',
    minArgs: 1,
    maxArgs: 1,
    signature: 'idOf(reference)',
    description:
      "A reference's id, however it came: the id itself (a stored row), a record with an id (a form) or a list of them (a list row: the first); null for null or none.",
    fn: (value) => referenceId(value),
  },
  {
    name: 'yearOf',
    minArgs: 1,
    maxArgs: 1,
    signature: 'yearOf(date)',
    description: "Year of the date in the business's zone; null for null.",
    calendar: true,
    fn: (value) => {
      const instant = toInstant(value, 'yearOf');
      return instant === null ? null : businessFields(instant).getUTCFullYear();
    },
  },
  {
    name: 'financialYearOf',
    minArgs: 1,
    maxArgs: 1,
    signature: 'financialYearOf(date)',
    description:
      "The Indian financial year (1 April to 31 March) holding the date in the business's zone, named by the year it starts in (2026 for 2026-27); null for null.",
    calendar: true,
    fn: (value) => {
      const instant = toInstant(value, 'financialYearOf');
      return instant === null
        ? null
        : financialYearOf(businessFields(instant).toISOString().slice(0, 10)).startYear;
    },
  },
];

const BY_NAME: ReadonlyMap<string, Helper> = new Map(HELPERS.map((helper) => [helper.name, helper]));

/** The helpers expressions may call, for documentation and editors. */
export const helpers: readonly HelperInfo[] = HELPERS.map(({ fn: _fn, calendar: _calendar, ...info }) =>
  Object.freeze(info),
);

export function findHelper(name: string): Helper | undefined {
  return BY_NAME.get(name);
}
