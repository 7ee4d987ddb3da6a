import type { Node } from './ast.js';
import type { Frame } from './closures.js';
import { readScopeName } from './safe-access.js';

/** Reads the names an expression uses from a scope, into the frame its closures read. */
export type ReadFrame = (scope: object | undefined) => Frame;

/**
 * Reads every name an expression uses once per evaluation: the value itself for one name
 * (no array to allocate), else an array in first-use order; a raw evaluation may be
 * re-entered from a Proxy trap, so each takes a fresh one. `now` is the current time
 * unless the scope sets it.
 */
export function frameReader(names: readonly string[]): ReadFrame {
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
export function preparedFrameReader(names: readonly string[]): ReadFrame {
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
export function namesRead(node: Node, found: string[] = []): string[] {
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
