export { type FieldAccess, fieldAccess } from './field-access.js';
export { attachPolicy, folderPolicy } from './policy.js';
export { compileRowPermission, type RowPermissionSql, rowPermissionProblems } from './row-permission.js';
export {
  businessesScope,
  listScope,
  mayList,
  type PartnerChoice,
  policyPermits,
  type RowLimit,
  type RowScope,
  reportingSubtree,
  rowRulesOf,
} from './rules.js';
export { anchoredToSql, scopeSql } from './sql.js';
