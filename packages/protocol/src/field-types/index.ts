export * from './descriptor.js';
export { weekdayNames } from './dow-type.js';
export { formatClock, formatDayKey, formatIstDate, formatIstDateBefore, formatIstTime } from './ist.js';
export {
  type Locale,
  type LoctextValue,
  locales,
  localeTags,
  loctextValueSchema,
  pickLocale,
} from './loctext.js';
export {
  type ProjectedRecord,
  projectedRecordSchema,
  recordLabelFields,
  recordLabelPaths,
} from './reference.js';
export * from './registry.js';
export { isoInstantSchema } from './timestamp.js';
export { idSchema } from './uuid.js';
