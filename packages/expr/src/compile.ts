import type { Node } from './ast.js';
import { isPreparedRecord } from './brand.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { type Run, toClosure } from './closures.js';
import { ExprError } from './errors.js';
import { frameReader, namesRead, preparedFrameReader, type ReadFrame } from './frame.js';
import { parse } from './parse.js';
import { isForbiddenKey, setPreparedReads } from './safe-access.js';

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

/** An expression checked and compiled once, to be evaluated many times. */
export class CompiledExpr {
  readonly #run: Run;
  readonly #readFrame: ReadFrame;
  readonly #readPreparedFrame: ReadFrame;

  constructor(
    /** The source text, as written. */
    readonly source: string,
    /** The checked syntax tree. */
    readonly ast: Node,
    /** The scope names the expression reads, in first-use order. */
    readonly names: readonly string[],
  ) {
    const direct = names.length === 1;
    this.#run = toClosure(ast, (name) => (direct ? -1 : names.indexOf(name)));
    this.#readFrame = frameReader(names);
    this.#readPreparedFrame = preparedFrameReader(names);
  }

  /**
   * The value of the expression; throws ExprError when evaluation fails. A scope made by
   * prepareData is read with plain loads.
   */
  evaluate(scope?: Scope): unknown {
    const prepared = typeof scope === 'object' && scope !== null && isPreparedRecord(scope);
    // Restored on the way out: an evaluation re-entered from a Proxy trap in raw data must
    // not change how the outer one reads.
    const previous = setPreparedReads(prepared);
    try {
      return this.#run(prepared ? this.#readPreparedFrame(scope) : this.#readFrame(scope));
    } catch (error) {
      if (error instanceof ExprError) throw error;
      // JavaScript's own operators can still throw on exotic primitives (a Symbol, a BigInt).
      throw new ExprError(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparedReads(previous);
    }
  }
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
  const compiled = new CompiledExpr(source, ast, Object.freeze(namesRead(ast)));
  cache.set(key, compiled);
  return compiled;
}
