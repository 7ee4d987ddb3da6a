export {
  businessDaySql,
  businessMonthSql,
  businessMonthStartSql,
  principalZoneSql,
  zoneColumnSql,
  zoneOfPartnerSql,
} from './business-time-sql.js';
export {
  compileListQuery,
  compileListStream,
  type ListQueryInput,
  type ListQueryRow,
  type StreamedListRow,
} from './compile.js';
export { CompiledListCache } from './compiled-lists.js';
export { forEachStreamedBatch } from './cursor.js';
export { QueryError, queryMessages } from './errors.js';
export { loctextSql } from './loctext.js';
export { type FolderLookup, resolvePath, type Step, type TableContext } from './paths.js';
export { runCompiledList, runListQuery } from './run.js';
