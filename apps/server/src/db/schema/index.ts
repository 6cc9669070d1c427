export * from './catalogue.js';
export * from './drafts.js';
export * from './inventory.js';
export * from './money.js';
export * from './platform.js';
export * from './sales.js';
export * from './suppliers.js';
export * from './users.js';
