export * from './batch.js';
export * from './contracts.js';
