export {
  type AttendanceFixture,
  type AttendanceFixtureOptions,
  fixtureFetchBlock,
  makeAttendanceFixture,
} from './attendance/testing/fixture';
export { type GridsMessageKey, gridsMessages } from './i18n/messages';
export { type GridsTranslate, gridsTranslator } from './i18n/translate';
