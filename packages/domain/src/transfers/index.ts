export * from './contracts.js';
export * from './messages.js';
export * from './receive.js';
export * from './receive-price.js';
export * from './trade-line.js';
export * from './blocks.js';
