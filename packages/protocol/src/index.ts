export * from './frames.js';
export * from './messages.js';
export * from './session.js';
