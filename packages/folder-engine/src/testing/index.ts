export { FieldPlayground, type FieldPlaygroundProps, playgroundFolder } from './FieldPlayground';
export { FixtureEngine, type FixtureEngineProps } from './FixtureEngine';
export {
  displayOnlyTypes,
  type FieldSample,
  type FieldStateName,
  fieldSamples,
  fieldStates,
} from './field-samples';
export {
  fixtureDefinition,
  fixtureDefinitions,
  fixtureEnv,
  fixtureRecords,
  fixtureSettings,
} from './fixtures';
export { MemoryTxnClient } from './memory-client';
export { MemoryStore } from './memory-store';
export { RecordingTxnClient } from './recording-client';
