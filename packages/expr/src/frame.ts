import type { Link, Node } from './ast.js';
import {
  isReadableObject,
  type MemberReader,
  ownData,
  readPreparedMember,
  readPreparedOrMadeMember,
  readRawMember,
  readScopeName,
} from './safe-access.js';

/** What compiled nodes read the scope names from, laid out by the Reading that made it. */
export type Frame = unknown;

/** A compiled node. */
export type Run = (frame: Frame) => unknown;

/**
 * How the closures of one tree read data: members, and the scope names from the frame.
 * Raw data and data made by prepareData each get their own trees, so neither pays on every
 * member for a test of which kind of data it is reading.
 */
export interface Reading {
  /** `base.key` for any base: data, or a value the evaluation made (a Date, an array). */
  readonly member: MemberReader;
  /** `base.key` for a base read from the data: the second step of `name.key.next`. */
  readonly dataMember: MemberReader;
  /** The value of a scope name. */
  name(name: string): Run;
  /** `name.key`, the commonest read (see startsWithNameMember). */
  nameMember(name: string, key: string): Run;
}

/** Reads the names an expression uses from a scope, once per evaluation, into its frame. */
export type ReadFrame = (scope: object | undefined) => Frame;

/** Whether a chain starts `name.key`, which a Reading compiles to one closure. */
export function startsWithNameMember(
  node: Node,
): node is Node & { kind: 'chain'; base: { kind: 'name'; name: string }; links: readonly [Link, ...Link[]] } {
  if (node.kind !== 'chain' || node.base.kind !== 'name') return false;
  const first = node.links[0];
  return first !== undefined && first.kind === 'static' && !first.optional;
}

function nameValue(value: unknown, name: string): unknown {
  return value === undefined && name === 'now' ? new Date() : value;
}

/** The slot of a name in the frame: -1 when the frame is the value of the only name. */
function slotIn(names: readonly string[]): (name: string) => number {
  return names.length === 1 ? () => -1 : (name) => names.indexOf(name);
}

/**
 * The frame of raw data: every name read through its own property descriptor. The value
 * itself for one name, else a fresh array per evaluation (a Proxy trap in the data may
 * re-enter the same expression).
 */
export function rawFrameReader(names: readonly string[]): ReadFrame {
  const [first = '', second = ''] = names;
  const read = (scope: object | undefined, name: string) => nameValue(readScopeName(scope, name), name);
  if (names.length === 0) return () => undefined;
  if (names.length === 1) return (scope) => read(scope, first);
  if (names.length === 2) return (scope) => [read(scope, first), read(scope, second)];
  return (scope) => names.map((name) => read(scope, name));
}

/**
 * Whether every name the expression reads as `name.key` holds a plain object or array in
 * this frame: the prototype test of isReadableObject, once per name per evaluation instead of
 * once per member read.
 */
export function readableNames(
  names: readonly string[],
  readInto: ReadonlySet<string>,
): (frame: Frame) => boolean {
  const slots = names.flatMap((name, slot) => (readInto.has(name) ? [slot] : []));
  const readable = (value: unknown) => typeof value === 'object' && value !== null && isReadableObject(value);
  if (slots.length === 0) return () => true;
  if (names.length === 1) return readable;
  const [first = 0, second] = slots;
  if (slots.length === 1) return (frame) => readable((frame as readonly unknown[])[first]);
  if (slots.length === 2 && second !== undefined) {
    return (frame) =>
      readable((frame as readonly unknown[])[first]) && readable((frame as readonly unknown[])[second]);
  }
  return (frame) => slots.every((slot) => readable((frame as readonly unknown[])[slot]));
}

/**
 * Raw data, read member by member through own property descriptors, so that no getter can
 * run and no function comes out. `checked`: the names read as `name.key` were found to hold
 * plain objects or arrays when this evaluation read its frame (readableNames), so those reads
 * go straight to the descriptor. Only a Proxy trap in the data could change such an object
 * during the evaluation, and a changed object is still read through its descriptors.
 */
export function rawReading(names: readonly string[], checked: boolean): Reading {
  const slotOf = slotIn(names);
  return {
    member: readRawMember,
    dataMember: readRawMember,
    name: (name) => nameRun(slotOf(name)),
    nameMember(name, key) {
      const slot = slotOf(name);
      if (checked) {
        if (slot < 0) return (frame) => ownData(frame as object, key);
        return (frame) => ownData((frame as readonly unknown[])[slot] as object, key);
      }
      if (slot < 0) return (frame) => readRawMember(frame, key);
      return (frame) => readRawMember((frame as readonly unknown[])[slot], key);
    },
  };
}

function nameRun(slot: number): Run {
  if (slot < 0) return (frame) => frame;
  return (frame) => (frame as readonly unknown[])[slot];
}

/**
 * The frame of a scope made by prepareData: a plain object without a prototype, so a name
 * is a plain load. The value itself for one name (nothing to allocate), else one array refilled
 * by every evaluation (holding the last values read until the next one): a prepared
 * evaluation runs no code but this package's, so it cannot re-enter itself.
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

/** Data made by prepareData, read with plain loads (see readPreparedMember). */
export function preparedReading(names: readonly string[]): Reading {
  const slotOf = slotIn(names);
  return {
    member: readPreparedOrMadeMember,
    dataMember: readPreparedMember,
    name: (name) => nameRun(slotOf(name)),
    nameMember(name, key) {
      const slot = slotOf(name);
      // `now` may be the evaluation's own Date rather than data.
      const read = name === 'now' ? readPreparedOrMadeMember : readPreparedMember;
      if (slot < 0) return (frame) => read(frame, key);
      return (frame) => read((frame as readonly unknown[])[slot], key);
    },
  };
}

/** The scope names an expression reads, in first-use order, and those it reads as `name.key`. */
export interface ScopeUse {
  readonly names: string[];
  readonly readInto: Set<string>;
}

export function scopeUse(node: Node, use: ScopeUse = { names: [], readInto: new Set() }): ScopeUse {
  switch (node.kind) {
    case 'name':
      if (!use.names.includes(node.name)) use.names.push(node.name);
      break;
    case 'literal':
      break;
    case 'array':
      for (const element of node.elements) scopeUse(element, use);
      break;
    case 'chain':
      if (startsWithNameMember(node)) use.readInto.add(node.base.name);
      scopeUse(node.base, use);
      for (const link of node.links) if (link.kind === 'computed') scopeUse(link.key, use);
      break;
    case 'call':
      for (const arg of node.args) scopeUse(arg, use);
      break;
    case 'unary':
      scopeUse(node.argument, use);
      break;
    case 'binary':
    case 'logical':
      scopeUse(node.left, use);
      scopeUse(node.right, use);
      break;
    case 'conditional':
      scopeUse(node.test, use);
      scopeUse(node.consequent, use);
      scopeUse(node.alternate, use);
      break;
  }
  return use;
}
