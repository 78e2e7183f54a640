export * from './encodings.js';
export * from './text-scanner.js';
export * from './decode-text.js';
