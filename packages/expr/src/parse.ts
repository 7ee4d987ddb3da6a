import ternary from '@jsep-plugin/ternary';
import jsep from 'jsep';
import { ExprError } from './errors.js';
import { prescan } from './limits.js';

// jsep's operator tables and plugins are global to the process, so this module is the only
// one that imports jsep. jsep 1.6 already bundles the ternary plugin; registering it by name
// is a no-op then, and keeps the dependency explicit should a release stop bundling it.
jsep.plugins.register(ternary);

/** A jsep node, with the character positions this parser adds. */
export type JsepNode = jsep.Expression & { start?: number; end?: number };

/** The slice of jsep's parser class this module extends (jsep's typings do not declare it). */
interface JsepParser {
  index: number;
  gobbleSpaces(): void;
  gobbleToken(): JsepNode | false;
  gobbleIdentifier(): JsepNode;
  parse(): JsepNode;
}

const Jsep = (jsep as unknown as { Jsep: new (source: string) => JsepParser }).Jsep;

/**
 * jsep nodes carry no positions, and refusals must name one. Every token records where it
 * starts and where the next token starts (its end), and every identifier where it starts,
 * which covers member property names; positions of operators follow from those.
 */
class PositionedParser extends Jsep {
  override gobbleToken(): JsepNode | false {
    this.gobbleSpaces();
    const start = this.index;
    const node = super.gobbleToken();
    if (node) {
      node.start ??= start;
      node.end = this.index;
    }
    return node;
  }

  override gobbleIdentifier(): JsepNode {
    const start = this.index;
    const node = super.gobbleIdentifier();
    node.start = start;
    return node;
  }
}

/** Syntax refused by the language, named after the character jsep stopped at. */
function explainUnexpected(source: string, index: number): string | undefined {
  const char = source[index];
  if (char === '=') {
    return source[index + 1] === '>' ? 'Arrow functions are not supported' : 'Assignment is not supported';
  }
  if (char === '`') return 'Template literals are not supported';
  if (char === '/') return 'Regular expressions and comments are not supported';
  if (char === '{') return 'Object literals and blocks are not supported';
  return undefined;
}

/** Parses one expression with jsep, after the pre-scan has bounded its size and nesting. */
export function parse(source: string): JsepNode {
  prescan(source);
  let root: JsepNode;
  try {
    root = new PositionedParser(source).parse();
  } catch (error) {
    const { description, index } = error as { description?: unknown; index?: unknown };
    if (typeof description !== 'string' || typeof index !== 'number') throw error;
    throw new ExprError(explainUnexpected(source, index) ?? description, index);
  }
  if (root.type === 'Compound' && (root.body as JsepNode[]).length === 0) {
    throw new ExprError('Expression is empty', 0);
  }
  return root;
}
