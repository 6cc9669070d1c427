export * from './contracts.js';
export * from './figures.js';
