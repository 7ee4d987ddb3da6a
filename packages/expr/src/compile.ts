import type { Node } from './ast.js';
import { isPrepared } from './brand.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { type Frame, type Run, toClosure } from './closures.js';
import { ExprError } from './errors.js';
import { parse } from './parse.js';
import { isForbiddenKey, readPreparedScopeName, readScopeName, setPreparedReads } from './safe-access.js';

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

type ReadName = (scope: object | undefined, name: string) => unknown;
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
    this.#readFrame = frameReader(names, readScopeName, false);
    this.#readPreparedFrame = frameReader(names, readPreparedScopeName, true);
  }

  /**
   * The value of the expression; throws ExprError when evaluation fails. A scope made by
   * prepareData is read with plain loads.
   */
  evaluate(scope?: Scope): unknown {
    const prepared = scope !== undefined && isPrepared(scope);
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
 * (no array to allocate), else an array in first-use order. `now` is the current time
 * unless the scope sets it. A prepared evaluation runs no code but this package's, so it
 * cannot re-enter itself and may refill one array (which holds the last values read until
 * the next evaluation); a raw one may be re-entered from a Proxy trap and takes a fresh one.
 */
function frameReader(names: readonly string[], readName: ReadName, reuse: boolean): ReadFrame {
  const nameValue = (scope: object | undefined, name: string): unknown => {
    const value = readName(scope, name);
    return value === undefined && name === 'now' ? new Date() : value;
  };
  const [first = '', second = ''] = names;
  if (names.length === 0) return () => undefined;
  if (names.length === 1) {
    return first === 'now' ? (scope) => nameValue(scope, first) : (scope) => readName(scope, first);
  }
  const pair = names.length === 2 && !names.includes('now');
  if (!reuse) {
    if (pair) return (scope) => [readName(scope, first), readName(scope, second)];
    return (scope) => names.map((name) => nameValue(scope, name));
  }
  const frame = new Array<unknown>(names.length);
  if (pair) {
    return (scope) => {
      frame[0] = readName(scope, first);
      frame[1] = readName(scope, second);
      return frame;
    };
  }
  return (scope) => {
    for (let slot = 0; slot < names.length; slot++) frame[slot] = nameValue(scope, names[slot] as string);
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
