export {
  formatBusinessDate,
  formatBusinessDateBefore,
  formatBusinessTime,
  formatClock,
  formatDayKey,
} from './business-dates.js';
export * from './descriptor.js';
export { weekdayNames } from './dow-type.js';
export {
  type Locale,
  type LoctextValue,
  locales,
  localeTags,
  loctextValueSchema,
  pickLocale,
} from './loctext.js';
export {
  formatReference,
  type ProjectedRecord,
  projectedRecordSchema,
  recordLabelFields,
  recordLabelPaths,
} from './reference.js';
export * from './registry.js';
export { isoInstantSchema } from './timestamp.js';
export { idSchema } from './uuid.js';
