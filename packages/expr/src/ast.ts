/** The checked syntax tree: only what the language accepts, every node with its position. */

export type UnaryOperator = '!' | '-' | '+';
export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '=='
  | '!='
  | '==='
  | '!=='
  | '<'
  | '<='
  | '>'
  | '>=';
export type LogicalOperator = '&&' | '||' | '??';
export type LiteralValue = string | number | boolean | null;

/** One step of a member chain: `.key`, `[expr]`, each possibly optional (`?.`). */
export type Link =
  | { readonly kind: 'static'; readonly key: string; readonly optional: boolean }
  | { readonly kind: 'computed'; readonly key: Node; readonly optional: boolean };

export type Node = { readonly position: number } & (
  | { readonly kind: 'literal'; readonly value: LiteralValue }
  | { readonly kind: 'array'; readonly elements: readonly Node[] }
  | { readonly kind: 'name'; readonly name: string }
  /** A member chain keeps its links together so `?.` can short-circuit the rest of it. */
  | { readonly kind: 'chain'; readonly base: Node; readonly links: readonly Link[] }
  | { readonly kind: 'call'; readonly helper: string; readonly args: readonly Node[] }
  | { readonly kind: 'unary'; readonly operator: UnaryOperator; readonly argument: Node }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: Node; readonly right: Node }
  | {
      readonly kind: 'logical';
      readonly operator: LogicalOperator;
      readonly left: Node;
      readonly right: Node;
    }
  | { readonly kind: 'conditional'; readonly test: Node; readonly consequent: Node; readonly alternate: Node }
);
