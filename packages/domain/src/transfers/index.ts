export * from './contracts.js';
export * from './messages.js';
export * from './trade-line.js';
