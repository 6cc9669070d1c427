export * from './cart.js';
export * from './cost.js';
export * from './fefo.js';
export * from './reference.js';
export * from './returns.js';
export * from './tax.js';
export * from './contracts.js';
export * from './sync-batch.js';
