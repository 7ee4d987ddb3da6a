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
  last?: { values: unknown[]; result: boolean };
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
  readonly #rules: CompiledRule[] = [];
  readonly #fields: string[];
  /** How many expressions have been run, for tests and the benchmark. */
  evaluations = 0;

  constructor(
    fields: readonly FieldDefinition[],
    private readonly folder: string,
    private readonly report?: Reporter,
  ) {
    this.#fields = fields.map((field) => field.name);
    for (const field of fields)
      for (const rule of ruleNames) {
        const source = field[rule];
        if (!source) continue;
        const expr = compile(source);
        this.#rules.push({
          field: field.name,
          rule,
          expr,
          inputs: dependencies(expr).map((path) => path.split('.')),
        });
      }
  }

  evaluate(scope: RuleScope): Map<string, FieldState> {
    const states = new Map<string, FieldState>(
      this.#fields.map((name) => [
        name,
        {
          visible: absent.visible_expr,
          mandatory: absent.mandatory_expr,
          readonly: absent.readonly_expr,
          valid: absent.valid_expr,
        },
      ]),
    );
    for (const rule of this.#rules) {
      const values = rule.inputs.map((path) => read(scope, path));
      const unchanged = rule.last?.values.every((value, index) => Object.is(value, values[index]));
      if (!unchanged || !rule.last) {
        this.evaluations += 1;
        const result = evaluateRule(rule.expr, scope, {
          folder: this.folder,
          field: rule.field,
          ...(this.report && { report: this.report }),
        });
        rule.last = { values, result };
      }
      const state = states.get(rule.field) as FieldState;
      const key = rule.rule.replace('_expr', '') as keyof FieldState;
      state[key] = rule.last.result;
    }
    return states;
  }
}
