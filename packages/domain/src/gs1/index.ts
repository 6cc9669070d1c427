export * from './gs1-values.js';
export * from './read-gs1.js';
export * from './scan-code.js';
