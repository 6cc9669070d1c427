export * from './contracts.js';
export * from './history.js';
export * from './messages.js';
