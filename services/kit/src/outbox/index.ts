export * from './outbox.js';
export * from './outbox-relay.js';
export * from './sqlite-outbox.js';
export * from './outbox-events.js';
export * from './sqlite-unit-store.js';
export * from './write-refused.js';
