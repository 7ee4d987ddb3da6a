import type { Node } from './ast.js';
import { type CompiledExpr, type CompileOptions, compile } from './compile.js';

/** `now` is the clock, not data: nothing upstream changes it. */
const NOT_DATA = 'now';

/**
 * The data paths an expression reads, such as `row.leave_type` or `env.isAO`: each scope
 * name (other than `now`) followed by its static member keys. A computed member ends the path at
 * its parent (`row.items[i]` reads `row.items`, plus whatever `i` reads). A path already
 * covered by a shorter one is left out, so a change at path P concerns the expression when P
 * and one of its paths are equal or one is a prefix of the other (on a `.` boundary).
 */
export function dependencies(expression: string | CompiledExpr, options?: CompileOptions): string[] {
  const ast = (typeof expression === 'string' ? compile(expression, options) : expression).ast;
  const found = new Set<string>();
  collect(ast, found);
  const paths = [...found];
  return paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(`${other}.`)));
}

function collect(node: Node, found: Set<string>): void {
  switch (node.kind) {
    case 'literal':
      return;
    case 'name':
      if (node.name !== NOT_DATA) found.add(node.name);
      return;
    case 'chain': {
      let path = node.base.kind === 'name' && node.base.name !== NOT_DATA ? node.base.name : undefined;
      if (path === undefined) collect(node.base, found);
      for (const link of node.links) {
        if (link.kind === 'computed') {
          collect(link.key, found);
          if (path !== undefined) found.add(path);
          path = undefined;
        } else if (path !== undefined) {
          if (link.key.includes('.')) {
            found.add(path);
            path = undefined;
          } else {
            path = `${path}.${link.key}`;
          }
        }
      }
      if (path !== undefined) found.add(path);
      return;
    }
    case 'array':
      for (const element of node.elements) collect(element, found);
      return;
    case 'call':
      for (const arg of node.args) collect(arg, found);
      return;
    case 'unary':
      collect(node.argument, found);
      return;
    case 'binary':
    case 'logical':
      collect(node.left, found);
      collect(node.right, found);
      return;
    case 'conditional':
      collect(node.test, found);
      collect(node.consequent, found);
      collect(node.alternate, found);
      return;
  }
}
