export * from './attendance-day-cases.js';
