export * from './challans.js';
export * from './dated-rules.js';
export * from './expected.js';
export * from './licence.js';
export * from './minimum-wage.js';
export * from './money.js';
export * from './scorecard.js';
export * from './wages-on-time.js';
