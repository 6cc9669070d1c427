export * from './contracts.js';
export * from './load-test.js';
