export * from './anchors.js';
export * from './messages.js';
export * from './roles.js';
export * from './schema.js';
export * from './table.js';
export * from './validate.js';
