import type { Node } from './ast.js';
import { isPreparedRecord } from './brand.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { toClosure } from './closures.js';
import { enterZone, leaveZone } from './dates.js';
import { ExprError } from './errors.js';
import {
  type Frame,
  preparedFrameReader,
  preparedReading,
  type ReadFrame,
  type Run,
  rawFrameReader,
  rawReading,
  readableNames,
  scopeUse,
} from './frame.js';
import { parse } from './parse.js';
import { isForbiddenKey } from './safe-access.js';
import { defaultZone, usesCalendar, zoneOfScope } from './zone.js';

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
  readonly #readRawFrame: ReadFrame;
  readonly #readable: (frame: Frame) => boolean;
  /** The tree for raw data whose names read as `name.key` hold plain objects or arrays. */
  readonly #checkedRun: Run;
  /** The trees for other raw data and for prepared data, made on first use. */
  #uncheckedRun: Run | undefined;
  #prepared: { readonly readFrame: ReadFrame; readonly run: Run } | undefined;
  /** The zone of the business's calendar a scope gives, for an expression that counts in it. */
  readonly #zoneOf: ((scope: Scope | undefined) => string) | undefined;

  constructor(
    /** The source text, as written. */
    readonly source: string,
    /** The checked syntax tree. */
    readonly ast: Node,
    /** The scope names the expression reads, in first-use order. */
    readonly names: readonly string[],
    /** The names it reads as `name.key`. */
    readInto: ReadonlySet<string>,
    /** Whether the scope may hold `env` (the standard names), where the zone is read. */
    readsEnv: boolean,
  ) {
    this.#zoneOf = usesCalendar(ast) ? (readsEnv ? zoneOfScope : defaultZone) : undefined;
    this.#readRawFrame = rawFrameReader(names);
    this.#readable = readableNames(names, readInto);
    this.#checkedRun = toClosure(ast, rawReading(names, true));
  }

  /**
   * The value of the expression; throws ExprError when evaluation fails. A scope made by
   * prepareData is read with plain loads.
   */
  evaluate(scope?: Scope): unknown {
    const zoneOf = this.#zoneOf;
    if (zoneOf !== undefined) enterZone(zoneOf, scope);
    try {
      if (typeof scope === 'object' && scope !== null && isPreparedRecord(scope)) {
        this.#prepared ??= {
          readFrame: preparedFrameReader(this.names),
          run: toClosure(this.ast, preparedReading(this.names)),
        };
        return this.#prepared.run(this.#prepared.readFrame(scope));
      }
      const frame = this.#readRawFrame(scope);
      if (this.#readable(frame)) return this.#checkedRun(frame);
      this.#uncheckedRun ??= toClosure(this.ast, rawReading(this.names, false));
      return this.#uncheckedRun(frame);
    } catch (error) {
      if (error instanceof ExprError) throw error;
      // JavaScript's own operators can still throw on exotic primitives (a Symbol, a BigInt).
      throw new ExprError(error instanceof Error ? error.message : String(error));
    } finally {
      if (zoneOf !== undefined) leaveZone();
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
  const use = scopeUse(ast);
  const compiled = new CompiledExpr(
    source,
    ast,
    Object.freeze(use.names),
    use.readInto,
    names.includes('env'),
  );
  cache.set(key, compiled);
  return compiled;
}
