import { type CompiledExpr, compile, dependencies, evaluateRule, type Reporter } from '@muster/expr';
import type { FieldDefinition } from '@muster/protocol';

export const ruleNames = ['visible_expr', 'mandatory_expr', 'readonly_expr', 'valid_expr'] as const;
export type RuleName = (typeof ruleNames)[number];

/** How a field shows: its visible, mandatory and readonly rules' outcomes. */
export interface FieldState {
  visible: boolean;
  mandatory: boolean;
  readonly: boolean;
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

const stateRuleNames = ['visible_expr', 'mandatory_expr', 'readonly_expr'] as const;

function compileRules(fields: readonly FieldDefinition[], names: readonly RuleName[]): CompiledRule[] {
  return fields.flatMap((field) =>
    names.flatMap((rule) => {
      const source = field[rule];
      if (!source) return [];
      const expr = compile(source);
      return [{ field: field.name, rule, expr, inputs: dependencies(expr).map((path) => path.split('.')) }];
    }),
  );
}

/**
 * A set of fields' rules, compiled once and shared by every record (every detail row) using them.
 * The visible, mandatory and readonly rules are compiled with the set: a form shows them from its
 * first paint. The valid rules are compiled when first asked for (a save, or problems shown):
 * nothing shows what they decide before then.
 */
export class RuleSet {
  readonly fields: readonly string[];
  readonly stateRules: readonly CompiledRule[];
  #validRules: readonly CompiledRule[] | undefined;

  constructor(private readonly definitions: readonly FieldDefinition[]) {
    this.fields = definitions.map((field) => field.name);
    this.stateRules = compileRules(definitions, stateRuleNames);
  }

  get validRules(): readonly CompiledRule[] {
    this.#validRules ??= compileRules(this.definitions, ['valid_expr']);
    return this.#validRules;
  }
}

// The rule sets of field lists a form shows (a folder's form, a detail's fields), each compiled once.
const ruleSets = new WeakMap<readonly FieldDefinition[], RuleSet>();

/** The rule set of a list of fields, compiled at its first use and shared from then on. */
export function ruleSetOf(fields: readonly FieldDefinition[]): RuleSet {
  let set = ruleSets.get(fields);
  if (!set) {
    set = new RuleSet(fields);
    ruleSets.set(fields, set);
  }
  return set;
}

/** A field's state when it has none of the rules. */
const absent: FieldState = { visible: true, mandatory: false, readonly: false };

function read(scope: RuleScope, path: string[]): unknown {
  let value: unknown = scope;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The visible, mandatory, readonly and valid rules of a set of fields for one record. Each
 * evaluation re-runs only the rules whose inputs (packages/expr `dependencies`) changed since
 * the previous one; the others keep their last outcome.
 */
export class FieldRules {
  readonly #set: RuleSet;
  /** Each rule's inputs and outcome at its last run, for this record only. */
  readonly #lastState: ({ values: unknown[]; result: boolean } | undefined)[];
  #lastValid: ({ values: unknown[]; result: boolean } | undefined)[] | undefined;
  /** How many expressions have been run, for tests and the benchmark. */
  evaluations = 0;
  #states: Map<string, FieldState> | undefined;
  #invalid: ReadonlySet<string> | undefined;

  constructor(
    fields: readonly FieldDefinition[] | RuleSet,
    private readonly folder: string,
    private readonly report?: Reporter,
  ) {
    this.#set = fields instanceof RuleSet ? fields : new RuleSet(fields);
    this.#lastState = this.#set.stateRules.map(() => undefined);
  }

  /** Re-runs the rules whose inputs changed; answers whether an outcome changed. */
  #run(
    rules: readonly CompiledRule[],
    last: ({ values: unknown[]; result: boolean } | undefined)[],
    scope: RuleScope,
  ): boolean {
    let changed = false;
    rules.forEach((rule, index) => {
      const values = rule.inputs.map((path) => read(scope, path));
      const previous = last[index];
      if (previous?.values.every((value, at) => Object.is(value, values[at]))) return;
      this.evaluations += 1;
      const result = evaluateRule(rule.expr, scope, {
        folder: this.folder,
        field: rule.field,
        ...(this.report && { report: this.report }),
      });
      if (result !== previous?.result) changed = true;
      last[index] = { values, result };
    });
    return changed;
  }

  /**
   * Each field's state. The same map as last time when no outcome changed, so a caller can tell
   * a change by identity; do not change it.
   */
  evaluate(scope: RuleScope): Map<string, FieldState> {
    const changed = this.#run(this.#set.stateRules, this.#lastState, scope);
    if (!changed && this.#states) return this.#states;
    const states = new Map<string, FieldState>(this.#set.fields.map((name) => [name, { ...absent }]));
    this.#set.stateRules.forEach((rule, index) => {
      const state = states.get(rule.field) as FieldState;
      const key = rule.rule.replace('_expr', '') as keyof FieldState;
      state[key] = this.#lastState[index]?.result as boolean;
    });
    this.#states = states;
    return states;
  }

  /** The fields whose valid_expr does not hold; the same set as last time when none changed. */
  invalid(scope: RuleScope): ReadonlySet<string> {
    const rules = this.#set.validRules;
    this.#lastValid ??= rules.map(() => undefined);
    const last = this.#lastValid;
    const changed = this.#run(rules, last, scope);
    if (!changed && this.#invalid) return this.#invalid;
    this.#invalid = new Set(
      rules.filter((_, index) => last[index]?.result === false).map((rule) => rule.field),
    );
    return this.#invalid;
  }
}
