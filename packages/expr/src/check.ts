import type jsep from 'jsep';
import type { BinaryOperator, Link, LogicalOperator, Node, UnaryOperator } from './ast.js';
import { ExprError } from './errors.js';
import { findHelper, helpers } from './helpers.js';
import { LIMITS } from './limits.js';
import type { JsepNode } from './parse.js';
import { forbiddenKeyError, isForbiddenKey } from './safe-access.js';

const UNARY: ReadonlySet<string> = new Set<UnaryOperator>(['!', '-', '+']);
const BINARY: ReadonlySet<string> = new Set<BinaryOperator>([
  '+',
  '-',
  '*',
  '/',
  '%',
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
]);
const LOGICAL: ReadonlySet<string> = new Set<LogicalOperator>(['&&', '||', '??']);

/** Words jsep reads as plain identifiers that would be JavaScript syntax the language leaves out. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'new',
  'typeof',
  'void',
  'delete',
  'in',
  'instanceof',
  'function',
  'class',
  'import',
  'export',
  'async',
  'await',
  'yield',
  'var',
  'let',
  'const',
  'return',
  'super',
  'with',
  'debugger',
  'throw',
  'try',
  'if',
  'for',
  'while',
  'do',
  'switch',
]);

type Children = readonly (JsepNode | null)[];

function childrenOf(node: JsepNode): Children {
  switch (node.type) {
    case 'Compound':
      return node.body as Children;
    case 'SequenceExpression':
      return node.expressions as Children;
    case 'ArrayExpression':
      return node.elements as Children;
    case 'CallExpression':
      return [node.callee as JsepNode, ...(node.arguments as Children)];
    case 'MemberExpression':
      return [node.object as JsepNode, node.property as JsepNode];
    case 'UnaryExpression':
      return [node.argument as JsepNode];
    case 'BinaryExpression':
      return [node.left as JsepNode, node.right as JsepNode];
    case 'ConditionalExpression':
      return [node.test as JsepNode, node.consequent as JsepNode, node.alternate as JsepNode];
    default:
      return [];
  }
}

/** Where a node starts: its own recorded start, else that of its leftmost part. */
function positionOf(node: JsepNode): number {
  let current = node;
  while (current.start === undefined) {
    const first = childrenOf(current)[0];
    if (!first) return 0;
    current = first;
  }
  return current.start;
}

/** Where the text after a node starts (jsep skips spaces after most tokens, not after numbers). */
function endOf(node: JsepNode): number {
  let current = node;
  while (current.end === undefined) {
    const children = childrenOf(current);
    const last = children[children.length - 1];
    if (!last) return positionOf(current);
    current = last;
  }
  return current.end;
}

function operatorPosition(source: string, node: JsepNode): number {
  let at = endOf(node.left as JsepNode);
  while (at < source.length && /\s/.test(source[at] as string)) at++;
  return at;
}

/** Node count and depth, walked without recursion because the tree is not yet known to be small. */
function enforceSize(root: JsepNode): void {
  const stack: [JsepNode, number][] = [[root, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [JsepNode, number];
    if (++count > LIMITS.maxNodes) {
      throw new ExprError(`Expression is too large: more than ${LIMITS.maxNodes} parts`, positionOf(node));
    }
    if (depth > LIMITS.maxDepth) {
      throw new ExprError(
        `Expression is nested too deeply: more than ${LIMITS.maxDepth} levels`,
        positionOf(node),
      );
    }
    for (const child of childrenOf(node)) if (child) stack.push([child, depth + 1]);
  }
}

/**
 * Turns jsep's tree into the checked tree, refusing everything outside the language.
 * `names` are the identifiers the expression may read (row, parent, env, user, now by default).
 */
export function check(source: string, root: JsepNode, names: ReadonlySet<string>): Node {
  enforceSize(root);
  return new Checker(source, names).lower(root);
}

class Checker {
  constructor(
    private readonly source: string,
    private readonly names: ReadonlySet<string>,
  ) {}

  lower(node: JsepNode): Node {
    const position = positionOf(node);
    switch (node.type) {
      case 'Literal':
        return { kind: 'literal', value: node.value as string | number | boolean | null, position };
      case 'Identifier':
        return this.name(node.name as string, position);
      case 'ArrayExpression':
        return this.array(node as jsep.ArrayExpression, position);
      case 'MemberExpression':
        return this.chain(node, position);
      case 'CallExpression':
        return this.call(node as jsep.CallExpression & JsepNode, position);
      case 'UnaryExpression': {
        const operator = node.operator as string;
        if (!UNARY.has(operator)) throw new ExprError(`Operator '${operator}' is not supported`, position);
        const argument = this.lower(node.argument as JsepNode);
        return { kind: 'unary', operator: operator as UnaryOperator, argument, position };
      }
      case 'BinaryExpression':
        return this.binary(node, position);
      case 'ConditionalExpression':
        return {
          kind: 'conditional',
          test: this.lower(node.test as JsepNode),
          consequent: this.lower(node.consequent as JsepNode),
          alternate: this.lower(node.alternate as JsepNode),
          position,
        };
      case 'ThisExpression':
        throw new ExprError("'this' is not supported", position);
      case 'SequenceExpression': {
        const second = (node.expressions as JsepNode[])[1] as JsepNode;
        throw new ExprError('Comma-separated sequences are not supported', positionOf(second));
      }
      case 'Compound':
        throw this.compound(node.body as JsepNode[]);
      default:
        throw new ExprError(`Unsupported syntax (${node.type})`, position);
    }
  }

  private name(name: string, position: number): Node {
    if (this.names.has(name)) return { kind: 'name', name, position };
    if (KEYWORDS.has(name)) throw new ExprError(`'${name}' is not supported`, position);
    if (findHelper(name)) throw new ExprError(`'${name}' is a helper: call it, as in ${name}(…)`, position);
    throw new ExprError(
      `Unknown name '${name}'; expressions can read ${[...this.names].join(', ')}`,
      position,
    );
  }

  private array(node: jsep.ArrayExpression, position: number): Node {
    const elements = node.elements.map((element) => {
      if (element === null) throw new ExprError('Empty array elements are not supported', position);
      return this.lower(element);
    });
    return { kind: 'array', elements, position };
  }

  private chain(node: JsepNode, position: number): Node {
    const links: Link[] = [];
    let current = node;
    while (current.type === 'MemberExpression') {
      links.push(this.link(current as jsep.MemberExpression & JsepNode));
      current = current.object as JsepNode;
    }
    links.reverse();
    // jsep replaces `this`, `true`… with fresh nodes after positions were recorded; a chain
    // starts where its base does.
    current.start ??= position;
    return { kind: 'chain', base: this.lower(current), links, position };
  }

  private link(node: jsep.MemberExpression & JsepNode): Link {
    const optional = node.optional === true;
    const property = node.property as JsepNode;
    const key = node.computed ? staticKey(property) : (property.name as string);
    if (key === undefined) return { kind: 'computed', key: this.lower(property), optional };
    if (isForbiddenKey(key)) throw forbiddenKeyError(key, positionOf(property));
    return { kind: 'static', key, optional };
  }

  private call(node: jsep.CallExpression & JsepNode, position: number): Node {
    const callee = node.callee as JsepNode;
    if (callee.type === 'MemberExpression') {
      const property = callee.property as JsepNode;
      throw new ExprError(
        'Method calls are not supported; use a helper such as len(x)',
        positionOf(property),
      );
    }
    if (callee.type !== 'Identifier') throw new ExprError('Only helpers can be called', position);
    const name = callee.name as string;
    const helper = findHelper(name);
    if (!helper) {
      if (KEYWORDS.has(name)) throw new ExprError(`'${name}' is not supported`, position);
      const known = helpers.map((h) => h.name).join(', ');
      throw new ExprError(`Unknown function '${name}'; the helpers are ${known}`, position);
    }
    const count = node.arguments.length;
    if (count < helper.minArgs || count > helper.maxArgs) {
      const expected =
        helper.minArgs === helper.maxArgs
          ? `${helper.minArgs}`
          : helper.maxArgs === Number.POSITIVE_INFINITY
            ? `at least ${helper.minArgs}`
            : `${helper.minArgs} to ${helper.maxArgs}`;
      throw new ExprError(
        `${name} takes ${expected} argument(s), not ${count}: ${helper.signature}`,
        position,
      );
    }
    const args = node.arguments.map((argument) => this.lower(argument as JsepNode));
    return { kind: 'call', helper: name, args, position };
  }

  private binary(node: JsepNode, position: number): Node {
    const operator = node.operator as string;
    const left = this.lower(node.left as JsepNode);
    if (!BINARY.has(operator) && !LOGICAL.has(operator)) {
      throw new ExprError(`Operator '${operator}' is not supported`, operatorPosition(this.source, node));
    }
    const right = this.lower(node.right as JsepNode);
    return BINARY.has(operator)
      ? { kind: 'binary', operator: operator as BinaryOperator, left, right, position }
      : { kind: 'logical', operator: operator as LogicalOperator, left, right, position };
  }

  private compound(body: JsepNode[]): ExprError {
    for (const part of body) {
      if (part.type === 'Identifier' && KEYWORDS.has(part.name as string)) {
        return new ExprError(`'${part.name}' is not supported`, positionOf(part));
      }
    }
    const second = body[1] as JsepNode;
    return new ExprError('Only one expression is allowed; another one starts', positionOf(second));
  }
}

/** The key of `x['name']` or `x[0]`, which is as static as `x.name`. */
function staticKey(property: JsepNode): string | undefined {
  if (property.type !== 'Literal') return undefined;
  const value = property.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
