export * from './envelope.js';
export * from './subjects.js';
export * from './contracts.js';
export * from './validate.js';
