export * from './attendance.js';
export * from './attendance-totals.js';
export * from './definition/index.js';
export * from './field-types/index.js';
export * from './frames.js';
export * from './messages.js';
export * from './password-policy.js';
export * from './session.js';
