export * from './attendance.js';
export * from './financial-year.js';
export * from './gate.js';
export * from './invoice.js';
export * from './lines.js';
export * from './money.js';
export * from './words.js';
