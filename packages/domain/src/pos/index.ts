export * from './batch.js';
export * from './changes.js';
export * from './contracts.js';
export * from './scan-lot.js';
