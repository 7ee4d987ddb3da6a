import { type CompiledExpr, type CompileOptions, compile, type Scope } from './compile.js';
import { ExprError } from './errors.js';

/** The product's text for a failed evaluation (spec 000 §5), reported word for word. */
export const EVALUATION_ERROR_MESSAGE = 'error in expr evaluation';

export interface EvaluationReport {
  readonly message: typeof EVALUATION_ERROR_MESSAGE;
  readonly folder: string;
  readonly field: string | undefined;
  readonly expression: string;
  readonly error: ExprError;
}

export type Reporter = (report: EvaluationReport) => void;

// The package compiles against plain ES2023 (no DOM, no Node types); both hosts have console.warn.
declare const console: { warn(...data: unknown[]): void };

const consoleReporter: Reporter = ({ message, folder, field, expression, error }) => {
  console.warn(message, { folder, field, expression, reason: error.message });
};

let defaultReporter: Reporter = consoleReporter;

/** Replaces the reporter of failed evaluations (console.warn by default); undefined restores it. */
export function setErrorReporter(reporter: Reporter | undefined): void {
  defaultReporter = reporter ?? consoleReporter;
}

export interface EvaluationContext {
  /** The folder whose definition holds the expression. */
  readonly folder: string;
  /** The field it belongs to, when it belongs to one. */
  readonly field?: string;
  /** Reporter for this evaluation, instead of the default one. */
  readonly report?: Reporter;
  readonly options?: CompileOptions;
}

type Source = string | CompiledExpr;

function compiled(expression: Source, options: CompileOptions | undefined): CompiledExpr {
  return typeof expression === 'string' ? compile(expression, options) : expression;
}

/** The value of an expression. Throws ExprError when it is refused or its evaluation fails. */
export function evaluate(expression: Source, scope?: Scope, options?: CompileOptions): unknown {
  return compiled(expression, options).evaluate(scope);
}

function report(expression: Source, context: EvaluationContext, caught: unknown): void {
  const error = caught instanceof ExprError ? caught : new ExprError(String(caught));
  (context.report ?? defaultReporter)({
    message: EVALUATION_ERROR_MESSAGE,
    folder: context.folder,
    field: context.field,
    expression: typeof expression === 'string' ? expression : expression.source,
    error,
  });
}

/**
 * A rule (visible, mandatory, readonly, valid, permission): the truthiness of the value.
 * A refused expression or failed evaluation counts as `fallback` (false) and is reported.
 */
export function evaluateRule(
  expression: Source,
  scope: Scope | undefined,
  context: EvaluationContext,
  fallback = false,
): boolean {
  try {
    return Boolean(compiled(expression, context.options).evaluate(scope));
  } catch (caught) {
    report(expression, context, caught);
    return fallback;
  }
}

/**
 * A value (default_value, format_expr, filter value, formula). A refused expression or
 * failed evaluation gives `fallback` (undefined) and is reported.
 */
export function evaluateValue(
  expression: Source,
  scope: Scope | undefined,
  context: EvaluationContext,
  fallback?: unknown,
): unknown {
  try {
    return compiled(expression, context.options).evaluate(scope);
  } catch (caught) {
    report(expression, context, caught);
    return fallback;
  }
}
