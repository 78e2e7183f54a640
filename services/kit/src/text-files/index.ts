export * from './encodings.js';
export * from './text-scanner.js';
export * from './decode-text.js';
export * from './read-csv.js';
export * from './reason-text.js';
