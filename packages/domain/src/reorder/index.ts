export * from './contracts.js';
export * from './figure.js';
