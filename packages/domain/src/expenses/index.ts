export * from './amount.js';
export * from './categories.js';
export * from './contracts.js';
export * from './messages.js';
export * from './receipt.js';
