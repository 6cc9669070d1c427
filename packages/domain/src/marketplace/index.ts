export * from './browse.js';
export * from './categories.js';
export * from './marketplace.js';
export * from './messages.js';
export * from './notifications.js';
export * from './requests.js';
