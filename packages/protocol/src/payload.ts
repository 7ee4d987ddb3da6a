/**
 * Checks of a parsed JSON payload that must come before anything else walks it: zod,
 * JSON.stringify and every recursive helper overflow the stack on deep nesting, and text
 * holding a NUL or an unpaired surrogate fails inside PostgreSQL (as a server error) or
 * breaks a PGlite query. So a payload is walked once, without recursion, and refused first.
 */

/**
 * Deepest nesting of objects and arrays a payload may have. A frame needs about 20 levels
 * (envelope 4, filters nest 8 groups of two levels each), a json field's value 8 more.
 */
export const maxPayloadDepth = 64;

/** Longest part of a client's value an error message repeats (issue #13: a 3 MB type was echoed). */
export const maxEchoLength = 60;

export type PayloadProblem =
  | { kind: 'depth' }
  /** `path` names where: `body.txn.params.code`, a key as `params.<key>`. */
  | { kind: 'text'; path: string };

// With the u flag a surrogate pair is one code point, so \p{Cs} matches unpaired ones only.
const unstorableText = /[\0\p{Cs}]/u;
const unstorableAll = /[\0\p{Cs}]/gu;

/** True when PostgreSQL can store the text: no NUL character, no unpaired surrogate. */
export const isStorableText = (text: string): boolean => !unstorableText.test(text);

interface Visit {
  value: unknown;
  depth: number;
  key: string;
  parent: Visit | null;
}

/** The first problem of a parsed JSON value (depth first: that check reads no text), or null. */
export function findPayloadProblem(value: unknown, maxDepth = maxPayloadDepth): PayloadProblem | null {
  const pending: Visit[] = [{ value, depth: 0, key: '', parent: null }];
  let textProblem: PayloadProblem | null = null;
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!textProblem && !isStorableText(current)) textProblem = { kind: 'text', path: pathOf(visit) };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth >= maxDepth) return { kind: 'depth' };
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, child] of entries) {
      const childVisit = { value: child, depth: visit.depth + 1, key: String(key), parent: visit };
      if (!textProblem && typeof key === 'string' && !isStorableText(key))
        textProblem = { kind: 'text', path: pathOf(childVisit) };
      pending.push(childVisit);
    }
  }
  return textProblem;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(echo(at.key));
  return keys.reverse().join('.') || 'frame';
}

/**
 * A client's value as an error message may repeat it: at most `maxEchoLength` characters,
 * then '…'; a NUL or an unpaired surrogate shows as '\uFFFD', so the message is storable text.
 */
export function echo(value: unknown): string {
  const text = String(value);
  const shown = text.slice(0, maxEchoLength).replace(unstorableAll, '\uFFFD');
  return text.length > maxEchoLength ? `${shown}…` : shown;
}
