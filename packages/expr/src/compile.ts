import type { Node } from './ast.js';
import { isPrepared } from './brand.js';
import { LruCache } from './cache.js';
import { check } from './check.js';
import { type Frame, type Run, toClosure } from './closures.js';
import { ExprError } from './errors.js';
import { parse } from './parse.js';
import {
  isForbiddenKey,
  type MemberReader,
  readMember,
  readPreparedMember,
  readPreparedScopeName,
  readScopeName,
} from './safe-access.js';

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

type ReadName = (scope: object, name: string) => unknown;

/** An expression checked and compiled once, to be evaluated many times. */
export class CompiledExpr {
  readonly #checked: Run;
  #prepared: Run | undefined;

  constructor(
    /** The source text, as written. */
    readonly source: string,
    /** The checked syntax tree. */
    readonly ast: Node,
    /** The scope names the expression reads, in first-use order. */
    readonly names: readonly string[],
  ) {
    this.#checked = this.#closure(readMember);
  }

  #closure(read: MemberReader): Run {
    const direct = this.names.length === 1;
    return toClosure(this.ast, { read, slotOf: (name) => (direct ? -1 : this.names.indexOf(name)) });
  }

  /**
   * The value of the expression; throws ExprError when evaluation fails. A scope made by
   * prepareData is read with plain loads (a closure tree of its own, built on first use).
   */
  evaluate(scope?: Scope): unknown {
    try {
      if (scope !== undefined && isPrepared(scope)) {
        this.#prepared ??= this.#closure(readPreparedMember);
        return this.#prepared(this.#frame(scope, readPreparedScopeName));
      }
      return this.#checked(scope === undefined ? this.#emptyFrame() : this.#frame(scope, readScopeName));
    } catch (error) {
      if (error instanceof ExprError) throw error;
      // JavaScript's own operators can still throw on exotic primitives (a Symbol, a BigInt).
      throw new ExprError(error instanceof Error ? error.message : String(error));
    }
  }

  /** Every name the expression uses, read once; `now` is the current time unless the scope sets it. */
  #frame(scope: object, readName: ReadName): Frame {
    const names = this.names;
    if (names.length === 1) return nameValue(scope, names[0] as string, readName);
    if (names.length === 0) return undefined;
    const frame = new Array<unknown>(names.length);
    for (let slot = 0; slot < names.length; slot++)
      frame[slot] = nameValue(scope, names[slot] as string, readName);
    return frame;
  }

  #emptyFrame(): Frame {
    const names = this.names;
    const now = () => new Date();
    if (names.length === 1) return names[0] === 'now' ? now() : undefined;
    return names.map((name) => (name === 'now' ? now() : undefined));
  }
}

function nameValue(scope: object, name: string, readName: ReadName): unknown {
  const value = readName(scope, name);
  return value === undefined && name === 'now' ? new Date() : value;
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
