import { describe, expect, it } from '@jest/globals';
import { keepBuiltins } from './keep-builtins.js';

// Compared by identity: core-js also replaces Function.prototype.toString, so its versions print as "[native code]".
const BUILT_INS = () => [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString];
const nativeBuiltIns = BUILT_INS();

describe('keepBuiltins', () => {
  it('puts back built-in methods a module replaces, and keeps the ones it adds', async () => {
    const nativeStringify = JSON.stringify;
    const { restored } = await keepBuiltins(async () => {
      JSON.stringify = ((v: unknown) => `polyfilled ${String(v)}`) as typeof JSON.stringify;
      (Array.prototype as unknown as Record<string, unknown>).counselTestAddition = () => 'added';
      return null;
    });
    try {
      expect(restored).toEqual(['stringify']);
      expect(JSON.stringify).toBe(nativeStringify);
      expect(JSON.stringify({ a: 1 })).toBe('{"a":1}');
      expect(([] as unknown as { counselTestAddition(): string }).counselTestAddition()).toBe('added');
    } finally {
      delete (Array.prototype as unknown as Record<string, unknown>).counselTestAddition;
    }
  });

  it('leaves the process with native JSON, Array.prototype.push and Function.prototype.toString after loading pdfjs, which still works', async () => {
    const { module, restored } = await keepBuiltins(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
    BUILT_INS().forEach((f, i) => expect(f).toBe(nativeBuiltIns[i]));
    // What pdfjs's bundled core-js replaces on Node 20 (each test file loads modules afresh).
    expect(restored).toEqual(expect.arrayContaining(['stringify', 'parse', 'push', 'toString']));
    expect(typeof module.getDocument).toBe('function');
  });
});
