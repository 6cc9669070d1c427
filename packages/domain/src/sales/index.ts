export * from './cart.js';
export * from './fefo.js';
export * from './reference.js';
export * from './tax.js';
export * from './contracts.js';
