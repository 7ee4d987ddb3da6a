export type { BinaryOperator, Link, LiteralValue, LogicalOperator, Node, UnaryOperator } from './ast.js';
export { type CompiledExpr, type CompileOptions, compile, type Scope, STANDARD_NAMES } from './compile.js';
export {
  checkFolderExpressions,
  type ExpressionProblem,
  type FieldExpressions,
  type FolderExpressions,
  type TxnExpressions,
} from './definitions.js';
export { dependencies } from './dependencies.js';
export { ExprError } from './errors.js';
export {
  EVALUATION_ERROR_MESSAGE,
  type EvaluationContext,
  type EvaluationReport,
  evaluate,
  evaluateRule,
  evaluateValue,
  type Reporter,
  setErrorReporter,
} from './evaluate.js';
export { type HelperInfo, helpers } from './helpers.js';
export { LIMITS } from './limits.js';
export { type ListedValues, listedValues } from './listed-values.js';
export { prepareData } from './prepared.js';
