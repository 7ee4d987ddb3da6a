import { compile, dependencies } from '@muster/expr';

/** Whether an expression reads only the request's `env`/`user` (and `now`): no row, no parent. */
const readsNoRow = new Map<string, boolean>();

function rowFree(expression: string): boolean {
  let free = readsNoRow.get(expression);
  if (free === undefined) {
    try {
      free = dependencies(expression).every((path) => /^(env|user)(\.|$)/.test(path));
    } catch {
      // refused expressions are evaluated (and reported) row by row, as before
      free = false;
    }
    readsNoRow.set(expression, free);
  }
  return free;
}

/** Values of row-free expressions, per request context (its env and clock are fixed). */
const known = new WeakMap<object, Map<string, unknown>>();

/**
 * The value of an expression that reads no row value, evaluated once per context (a form's
 * save, a bulk upload's batch) instead of once per row: issue #35 item 5, where the same
 * `true` and `'approved'` ran 10,000 times. Undefined (`computed: false`) for an expression
 * that reads the row, or whose evaluation failed: the caller evaluates it as before, so a
 * failure is still reported for each row it concerns.
 */
export function rowFreeValue(
  expression: string,
  context: object,
  scope: () => Record<string, unknown>,
): { computed: true; value: unknown } | { computed: false } {
  if (!rowFree(expression)) return { computed: false };
  let values = known.get(context);
  if (!values) {
    values = new Map();
    known.set(context, values);
  }
  if (values.has(expression)) return { computed: true, value: values.get(expression) };
  let value: unknown;
  try {
    value = compile(expression).evaluate(scope());
  } catch {
    return { computed: false };
  }
  // a shared object could be changed through one row and seen by the next: only plain values are kept
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return { computed: false };
  values.set(expression, value);
  return { computed: true, value };
}

/**
 * The keys of `row` that expressions read, when each reads only named keys of it (`row.code`,
 * `row.items[i]` reads `items`); undefined when one reads the row as a whole or cannot be
 * compiled. A rule's scope then needs a copy of those keys only, not of the whole row.
 */
export function rowKeysRead(expressions: readonly string[]): ReadonlySet<string> | undefined {
  const keys = new Set<string>();
  for (const expression of expressions) {
    let paths: string[];
    try {
      paths = dependencies(expression);
    } catch {
      return undefined;
    }
    for (const path of paths) {
      const [name, key] = path.split('.');
      if (name !== 'row') continue;
      if (key === undefined) return undefined;
      keys.add(key);
    }
  }
  return keys;
}
