import { type CompiledExpr, compile, dependencies, ExprError } from '@muster/expr';
import type { LineName } from './line-name.js';
import { packedMap } from './packed-map.js';
import { type RoundingRule, roundAmount } from './rounding.js';

export const payheadTypes = ['earning', 'deduction', 'employer_contribution'] as const;
export type PayheadType = (typeof payheadTypes)[number];

/** A payhead as a salary structure stores it. */
export interface PayheadDefinition {
  sequence: number;
  code: string;
  name: LineName;
  payhead_type: PayheadType;
  amount: number | null;
  formula: string | null;
  prorate: boolean;
  rounding: RoundingRule;
  /** Wages proper under the Code on Wages (basic, DA, retaining allowance). */
  wage_component: boolean;
}

/** What every formula may read besides the payheads (DESIGN §6). */
export const formulaInputs = [
  'gross',
  'payable_days',
  'days_in_month',
  'working_days',
  'overtime_hours',
  'overtime_multiplier',
  /** The days a month's wage is divided by for a day's ordinary rate (a dated rule per state). */
  'overtime_day_divisor',
] as const;
export type FormulaInputs = Record<(typeof formulaInputs)[number], number>;

export const formulaMessages = {
  badCode: 'Payhead code must be letters, digits and _ and start with a letter',
  reservedCode: 'Payhead code is a name formulas already have',
  duplicateCode: 'Payhead code is used twice',
  badFormula: 'Payhead formula refused',
  noAmount: 'Payhead needs an amount or a formula',
  cycle: 'Payheads depend on each other in a cycle',
  notAnAmount: 'Payhead formula did not give an amount',
} as const;

/** A payhead's name in formulas: its code in lower case (`BASIC` is `basic`). */
export const formulaName = (code: string) => code.trim().toLowerCase();

interface CompiledPayhead extends PayheadDefinition {
  name_in_formulas: string;
  expr: CompiledExpr | null;
}

/** A structure ready to evaluate: its payheads in an order where each comes after what it reads. */
export interface CompiledStructure {
  ordered: readonly CompiledPayhead[];
}

export type StructureCheck = { ok: true; structure: CompiledStructure } | { ok: false; problems: string[] };

/**
 * Compiles every formula of a structure over the inputs and the other payheads, and orders
 * the payheads so each is evaluated after those it reads (by sequence where free). Every
 * problem is reported, a cycle with the payheads on it in order.
 */
export function compileStructure(payheads: readonly PayheadDefinition[]): StructureCheck {
  const problems: string[] = [];
  const byName = new Map<string, CompiledPayhead>();
  const reserved = new Set<string>([...formulaInputs, 'row', 'parent', 'env', 'user', 'now']);
  const sorted = [...payheads].sort((a, b) => a.sequence - b.sequence);
  for (const payhead of sorted) {
    const name = formulaName(payhead.code);
    if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${formulaMessages.badCode}: ${payhead.code}`);
    else if (reserved.has(name)) problems.push(`${formulaMessages.reservedCode}: ${payhead.code}`);
    else if (byName.has(name)) problems.push(`${formulaMessages.duplicateCode}: ${payhead.code}`);
    else byName.set(name, { ...payhead, name_in_formulas: name, expr: null });
  }
  const names = [...formulaInputs, ...byName.keys()];
  const reads = new Map<string, string[]>();
  for (const payhead of byName.values()) {
    const formula = payhead.formula?.trim();
    if (!formula) {
      if (payhead.amount === null || !Number.isFinite(payhead.amount))
        problems.push(`${formulaMessages.noAmount}: ${payhead.code}`);
      reads.set(payhead.name_in_formulas, []);
      continue;
    }
    try {
      payhead.expr = compile(formula, { names });
      reads.set(
        payhead.name_in_formulas,
        dependencies(payhead.expr)
          .map((path) => path.split('.')[0] ?? path)
          .filter((name) => byName.has(name)),
      );
    } catch (error) {
      if (!(error instanceof ExprError)) throw error;
      problems.push(`${formulaMessages.badFormula}: ${payhead.code}: ${error.message}`);
      reads.set(payhead.name_in_formulas, []);
    }
  }
  const cycle = findCycle(reads);
  if (cycle)
    problems.push(
      `${formulaMessages.cycle}: ${cycle.map((name) => byName.get(name)?.code ?? name).join(' → ')}`,
    );
  if (problems.length) return { ok: false, problems };
  return { ok: true, structure: { ordered: topologicalOrder([...byName.values()], reads) } };
}

/** The first cycle met walking the names in order, as names with the first repeated at the end. */
function findCycle(reads: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of reads.get(name) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of reads.keys()) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

/** Kahn's order, taking the lowest sequence among the payheads ready at each step. */
function topologicalOrder(
  payheads: readonly CompiledPayhead[],
  reads: ReadonlyMap<string, readonly string[]>,
): CompiledPayhead[] {
  const done = new Set<string>();
  const ordered: CompiledPayhead[] = [];
  while (ordered.length < payheads.length) {
    const next = payheads.find(
      (payhead) =>
        !done.has(payhead.name_in_formulas) &&
        (reads.get(payhead.name_in_formulas) ?? []).every((name) => done.has(name)),
    );
    if (!next) throw new Error('payheads left unordered after the cycle check');
    done.add(next.name_in_formulas);
    ordered.push(next);
  }
  return ordered;
}

/** One payhead's result: its monthly rate and what the month pays. */
export interface PayheadAmount {
  code: string;
  name: LineName;
  payhead_type: PayheadType;
  wage_component: boolean;
  /** The full month's amount, rounded by its rule; what later formulas read. */
  rate: number;
  /** The rate prorated by payable days over days in the month when the payhead prorates. */
  amount: number;
}

/**
 * Evaluates a compiled structure for one employee and month: each formula over the inputs
 * and the rates of the payheads before it, rounded by its rule; then prorated by payable
 * days when the payhead says so, and rounded again.
 */
export function evaluateStructure(structure: CompiledStructure, inputs: FormulaInputs): PayheadAmount[] {
  const scope: Record<string, number> = { ...inputs };
  const share = inputs.days_in_month > 0 ? inputs.payable_days / inputs.days_in_month : 0;
  return packedMap(structure.ordered, (payhead) => {
    const value = payhead.expr ? payhead.expr.evaluate(scope) : payhead.amount;
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`${formulaMessages.notAnAmount}: ${payhead.code}`);
    const rate = roundAmount(value, payhead.rounding);
    scope[payhead.name_in_formulas] = rate;
    return {
      code: payhead.code,
      name: payhead.name,
      payhead_type: payhead.payhead_type,
      wage_component: payhead.wage_component,
      rate,
      amount: payhead.prorate ? roundAmount(rate * share, payhead.rounding) : rate,
    };
  });
}
