import { type CompiledExpr, compile, dependencies, evaluateRule, type Reporter } from '@muster/expr';
import type { FieldDefinition } from '@muster/protocol';

export const ruleNames = ['visible_expr', 'mandatory_expr', 'readonly_expr', 'valid_expr'] as const;
export type RuleName = (typeof ruleNames)[number];

export interface FieldState {
  visible: boolean;
  mandatory: boolean;
  readonly: boolean;
  /** Whether valid_expr holds; a field without one is valid. */
  valid: boolean;
}

/** What a rule sees (DESIGN §5); `row` is the record being edited, `parent` its parent in a detail. */
export interface RuleScope {
  row: Record<string, unknown>;
  parent?: Record<string, unknown>;
  env: unknown;
  user?: unknown;
}

interface CompiledRule {
  field: string;
  rule: RuleName;
  expr: CompiledExpr;
  /** Dotted scope paths the expression reads, split once. */
  inputs: string[][];
}

/** A set of fields' rules, compiled once and shared by every record (every detail row) using them. */
export class RuleSet {
  readonly rules: readonly CompiledRule[];
  readonly fields: readonly string[];

  constructor(fields: readonly FieldDefinition[]) {
    this.fields = fields.map((field) => field.name);
    this.rules = fields.flatMap((field) =>
      ruleNames.flatMap((rule) => {
        const source = field[rule];
        if (!source) return [];
        const expr = compile(source);
        return [{ field: field.name, rule, expr, inputs: dependencies(expr).map((path) => path.split('.')) }];
      }),
    );
  }
}

/** A rule's outcome when its field has none. */
const absent: Record<RuleName, boolean> = {
  visible_expr: true,
  mandatory_expr: false,
  readonly_expr: false,
  valid_expr: true,
};

function read(scope: RuleScope, path: string[]): unknown {
  let value: unknown = scope;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The visible, mandatory, readonly and valid rules of a set of fields, compiled once. Each
 * evaluation re-runs only the rules whose inputs (packages/expr `dependencies`) changed
 * since the previous one; the others keep their last outcome.
 */
export class FieldRules {
  readonly #set: RuleSet;
  /** Each rule's inputs and outcome at its last run, for this record only. */
  readonly #last: ({ values: unknown[]; result: boolean } | undefined)[];
  /** How many expressions have been run, for tests and the benchmark. */
  evaluations = 0;
  #states: Map<string, FieldState> | undefined;

  constructor(
    fields: readonly FieldDefinition[] | RuleSet,
    private readonly folder: string,
    private readonly report?: Reporter,
  ) {
    this.#set = fields instanceof RuleSet ? fields : new RuleSet(fields);
    this.#last = this.#set.rules.map(() => undefined);
  }

  /**
   * Each field's state. The same map as last time when no outcome changed, so a caller can tell
   * a change by identity; do not change it.
   */
  evaluate(scope: RuleScope): Map<string, FieldState> {
    let changed = this.#states === undefined;
    this.#set.rules.forEach((rule, index) => {
      const values = rule.inputs.map((path) => read(scope, path));
      const last = this.#last[index];
      if (last?.values.every((value, at) => Object.is(value, values[at]))) return;
      this.evaluations += 1;
      const result = evaluateRule(rule.expr, scope, {
        folder: this.folder,
        field: rule.field,
        ...(this.report && { report: this.report }),
      });
      if (result !== last?.result) changed = true;
      this.#last[index] = { values, result };
    });
    if (!changed && this.#states) return this.#states;
    const states = new Map<string, FieldState>(
      this.#set.fields.map((name) => [
        name,
        {
          visible: absent.visible_expr,
          mandatory: absent.mandatory_expr,
          readonly: absent.readonly_expr,
          valid: absent.valid_expr,
        },
      ]),
    );
    this.#set.rules.forEach((rule, index) => {
      const state = states.get(rule.field) as FieldState;
      const key = rule.rule.replace('_expr', '') as keyof FieldState;
      state[key] = this.#last[index]?.result as boolean;
    });
    this.#states = states;
    return states;
  }
}
