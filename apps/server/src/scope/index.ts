export { compileRowPermission, type RowPermissionSql, rowPermissionProblems } from './row-permission.js';
export {
  businessesScope,
  isProviderUser,
  listScope,
  type PartnerChoice,
  type RowScope,
  reportingSubtree,
} from './rules.js';
export { scopeSql } from './sql.js';
