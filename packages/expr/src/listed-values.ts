import type { Node } from './ast.js';
import { type CompiledExpr, compile } from './compile.js';

/** The values a rule lets a field take when the rule is nothing but their list. */
export interface ListedValues {
  values: string[];
  /** The list allows the field empty (`isEmpty(row.f) || …`). */
  allowsEmpty: boolean;
}

/**
 * The values `expression` allows `row.<field>` when it only lists them:
 * `row.f == 'a' || row.f == 'b'`, optionally `isEmpty(row.f) || …`; null for any other rule
 * (a range, another field, a helper), whose values cannot be offered as a list. An editor
 * offers the listed values as choices, labelled as the field's list shows them.
 */
export function listedValues(expression: string | CompiledExpr, field: string): ListedValues | null {
  const ast = (typeof expression === 'string' ? compile(expression) : expression).ast;
  const listed: ListedValues = { values: [], allowsEmpty: false };
  return collect(ast, field, listed) && listed.values.length > 0 ? listed : null;
}

function collect(node: Node, field: string, listed: ListedValues): boolean {
  if (node.kind === 'logical' && node.operator === '||')
    return collect(node.left, field, listed) && collect(node.right, field, listed);
  if (
    node.kind === 'call' &&
    node.helper === 'isEmpty' &&
    node.args.length === 1 &&
    readsField(node.args[0], field)
  ) {
    listed.allowsEmpty = true;
    return true;
  }
  if (node.kind === 'binary' && (node.operator === '==' || node.operator === '===')) {
    const value = readsField(node.left, field)
      ? node.right
      : readsField(node.right, field)
        ? node.left
        : null;
    if (value?.kind !== 'literal' || typeof value.value !== 'string') return false;
    if (!listed.values.includes(value.value)) listed.values.push(value.value);
    return true;
  }
  return false;
}

/** `row.<field>`, exactly. */
const readsField = (node: Node | undefined, field: string): boolean =>
  node?.kind === 'chain' &&
  node.base.kind === 'name' &&
  node.base.name === 'row' &&
  node.links.length === 1 &&
  node.links[0]?.kind === 'static' &&
  node.links[0].key === field;
