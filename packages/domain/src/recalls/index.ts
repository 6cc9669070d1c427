export * from './actions.js';
export * from './contracts.js';
export * from './messages.js';
