import type { Node } from './ast.js';
import { isPrepared } from './brand.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { type Frame, type Run, toClosure } from './closures.js';
import { ExprError } from './errors.js';
import { parse } from './parse.js';
import { isForbiddenKey, readScopeName, setPreparedReads } from './safe-access.js';

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

type ReadFrame = (scope: object | undefined) => Frame;

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
    const prepared = typeof scope === 'object' && scope !== null && isPrepared(scope);
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

/**
 * Reads every name an expression uses once per evaluation: the value itself for one name
 * (no array to allocate), else an array in first-use order; a raw evaluation may be
 * re-entered from a Proxy trap, so each takes a fresh one. `now` is the current time
 * unless the scope sets it.
 */
function frameReader(names: readonly string[]): ReadFrame {
  const [first = '', second = ''] = names;
  if (names.length === 0) return () => undefined;
  if (names.length === 1) return (scope) => nameValue(readScopeName(scope, first), first);
  if (names.length === 2 && !names.includes('now')) {
    return (scope) => [readScopeName(scope, first), readScopeName(scope, second)];
  }
  return (scope) => names.map((name) => nameValue(readScopeName(scope, name), name));
}

function nameValue(value: unknown, name: string): unknown {
  return value === undefined && name === 'now' ? new Date() : value;
}

/**
 * The same for a scope made by prepareData: a plain object without a prototype, so a name
 * is a plain load. A prepared evaluation runs no code but this package's, so it cannot
 * re-enter itself and refills one array (holding the last values read until the next one).
 */
function preparedFrameReader(names: readonly string[]): ReadFrame {
  type Prepared = Readonly<Record<string, unknown>>;
  const [first = '', second = ''] = names;
  if (names.length === 0) return () => undefined;
  if (names.includes('now')) {
    if (names.length === 1) return (scope) => nameValue((scope as Prepared)[first], first);
    const frame = new Array<unknown>(names.length);
    return (scope) => {
      for (const [slot, name] of names.entries()) frame[slot] = nameValue((scope as Prepared)[name], name);
      return frame;
    };
  }
  if (names.length === 1) return (scope) => (scope as Prepared)[first];
  const frame = new Array<unknown>(names.length);
  if (names.length === 2) {
    return (scope) => {
      frame[0] = (scope as Prepared)[first];
      frame[1] = (scope as Prepared)[second];
      return frame;
    };
  }
  return (scope) => {
    for (let slot = 0; slot < names.length; slot++) frame[slot] = (scope as Prepared)[names[slot] as string];
    return frame;
  };
}

/** The scope names an expression reads, in first-use order. */
function namesRead(node: Node, found: string[] = []): string[] {
  switch (node.kind) {
    case 'name':
      if (!found.includes(node.name)) found.push(node.name);
      break;
    case 'literal':
      break;
    case 'array':
      for (const element of node.elements) namesRead(element, found);
      break;
    case 'chain':
      namesRead(node.base, found);
      for (const link of node.links) if (link.kind === 'computed') namesRead(link.key, found);
      break;
    case 'call':
      for (const arg of node.args) namesRead(arg, found);
      break;
    case 'unary':
      namesRead(node.argument, found);
      break;
    case 'binary':
    case 'logical':
      namesRead(node.left, found);
      namesRead(node.right, found);
      break;
    case 'conditional':
      namesRead(node.test, found);
      namesRead(node.consequent, found);
      namesRead(node.alternate, found);
      break;
  }
  return found;
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
