export * from './annual-tax.js';
export * from './chapter-via.js';
export * from './hra-exemption.js';
export * from './monthly-tds.js';
export * from './year-rules.js';
