export { FixtureEngine, type FixtureEngineProps } from './FixtureEngine';
export {
  fixtureDefinition,
  fixtureDefinitions,
  fixtureEnv,
  fixtureRecords,
  fixtureSettings,
} from './fixtures';
export { MemoryTxnClient } from './memory-client';
export { MemoryStore } from './memory-store';
