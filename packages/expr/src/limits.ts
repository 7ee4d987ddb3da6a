import { ExprError } from './errors.js';

/** Size limits: an expression is a one-line rule or formula, never a program. */
export const LIMITS = {
  /** Characters (UTF-16 code units) of source. */
  maxLength: 4096,
  /** Nesting of the syntax tree, and of brackets, prefix-operator runs and ternaries before parsing. */
  maxDepth: 64,
  /** Nodes of the syntax tree. */
  maxNodes: 1024,
} as const;

const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const QUESTION = 63;
const PERIOD = 46;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function isPrefixOperator(code: number): boolean {
  // ! + - ~
  return code === 33 || code === 43 || code === 45 || code === 126;
}

/**
 * jsep parses by recursive descent, so deep nesting would overflow the stack inside the
 * parser itself. This linear scan bounds everything jsep recurses on (brackets, runs of
 * prefix operators, ternaries) before the text reaches it.
 */
export function prescan(source: string): void {
  if (source.length > LIMITS.maxLength) {
    throw new ExprError(
      `Expression is too long: ${source.length} characters, the limit is ${LIMITS.maxLength}`,
      LIMITS.maxLength,
    );
  }
  let depth = 0;
  let prefixRun = 0;
  let ternaries = 0;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === 39 || code === 34) {
      i = skipString(source, i, code);
      prefixRun = 0;
      continue;
    }
    if (isSpace(code)) continue;
    if (isPrefixOperator(code)) {
      if (++prefixRun > LIMITS.maxDepth) {
        throw new ExprError(`Too many operators in a row, the limit is ${LIMITS.maxDepth}`, i);
      }
      continue;
    }
    prefixRun = 0;
    if (code === OPEN_PAREN || code === OPEN_BRACKET) {
      if (++depth > LIMITS.maxDepth) {
        throw new ExprError(`Brackets are nested too deeply, the limit is ${LIMITS.maxDepth}`, i);
      }
    } else if (code === CLOSE_PAREN || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === QUESTION) {
      const next = source.charCodeAt(i + 1);
      if (next === QUESTION || next === PERIOD) {
        i++;
      } else if (++ternaries > LIMITS.maxDepth) {
        throw new ExprError(`Too many conditional (?:) operators, the limit is ${LIMITS.maxDepth}`, i);
      }
    }
  }
}

/** Index of the closing quote, or the last index when the string is unclosed (jsep reports that). */
function skipString(source: string, start: number, quote: number): number {
  for (let i = start + 1; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === 92) i++;
    else if (code === quote) return i;
  }
  return source.length;
}
