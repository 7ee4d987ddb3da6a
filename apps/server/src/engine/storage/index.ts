export { applyStorage, readExistingStorage, statementSql, storageFingerprint } from './apply.js';
export {
  type ExistingStorage,
  indexName,
  planStorage,
  type StoragePlan,
  type StorageStatement,
} from './plan.js';
export { type ColumnPlan, type TablePlan, tablesOf } from './tables.js';
