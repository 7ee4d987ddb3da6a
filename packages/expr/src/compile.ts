import type { Node } from './ast.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { type Run, toClosure } from './closures.js';
import { ExprError } from './errors.js';
import { parse } from './parse.js';
import { isForbiddenKey, readScopeName } from './safe-access.js';

/** The names an expression may read unless the caller says otherwise. */
export const STANDARD_NAMES: readonly string[] = Object.freeze(['row', 'parent', 'env', 'user', 'now']);

export interface CompileOptions {
  /**
   * Identifiers the expression may read from the scope, replacing the standard five
   * (row, parent, env, user, now); a payroll formula, for example, reads payhead codes.
   */
  readonly names?: readonly string[];
}

/** The container of the values an expression reads: each name is an own data property. */
export type Scope = object;

type ReadFrame = (scope: Scope | undefined) => unknown[];

/** An expression checked and compiled once, to be evaluated many times. */
export class CompiledExpr {
  readonly #run: Run;
  readonly #readFrame: ReadFrame;

  constructor(
    /** The source text, as written. */
    readonly source: string,
    /** The checked syntax tree. */
    readonly ast: Node,
    run: Run,
    /** The scope names the expression reads, in frame order. */
    readonly names: readonly string[],
  ) {
    this.#run = run;
    this.#readFrame = frameReader(names);
  }

  /** The value of the expression; throws ExprError when evaluation fails. */
  evaluate(scope?: Scope): unknown {
    try {
      return this.#run(this.#readFrame(scope));
    } catch (error) {
      if (error instanceof ExprError) throw error;
      // JavaScript's own operators can still throw on exotic primitives (a Symbol, a BigInt).
      throw new ExprError(error instanceof Error ? error.message : String(error));
    }
  }
}

/** Reads every name the expression uses once per evaluation; `now` is the current time unless given. */
function frameReader(names: readonly string[]): ReadFrame {
  const read = (scope: Scope | undefined, name: string): unknown => {
    const value = readScopeName(scope, name);
    return value === undefined && name === 'now' ? new Date() : value;
  };
  const [first = '', second = ''] = names;
  if (names.length === 0) return () => [];
  if (names.length === 1) return (scope) => [read(scope, first)];
  if (names.length === 2) return (scope) => [read(scope, first), read(scope, second)];
  return (scope) => names.map((name) => read(scope, name));
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const cache = new LruCache<string, CompiledExpr>(2000);

function checkedNames(names: readonly string[]): ReadonlySet<string> {
  for (const name of names) {
    if (!IDENTIFIER.test(name) || isForbiddenKey(name)) {
      throw new ExprError(`'${name}' cannot be a scope name`);
    }
  }
  return new Set(names);
}

/**
 * Checks and compiles an expression, or returns the cached compilation of the same source.
 * Throws ExprError, with the character position, when the expression is refused.
 */
export function compile(source: string, options: CompileOptions = {}): CompiledExpr {
  if (typeof source !== 'string') throw new ExprError('An expression must be a string');
  const names = options.names ?? STANDARD_NAMES;
  const key = names === STANDARD_NAMES ? source : `${names.join(',')}\u0000${source}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ast = check(source, parse(source), checkedNames(names));
  const used: string[] = [];
  const run = toClosure(ast, (name) => {
    const slot = used.indexOf(name);
    return slot >= 0 ? slot : used.push(name) - 1;
  });
  const compiled = new CompiledExpr(source, ast, run, Object.freeze(used));
  cache.set(key, compiled);
  return compiled;
}
