import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { createLogger } from './logger.js';
import { controlCharactersMessage, hasControlCharacters, plainText, stripControlCharacters } from './plain-text.js';
import { until } from '../test/support/eventually.js';

describe('plain text', () => {
  it.each(['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'tab\there', 'line\nbreak', 'cr\r'])('refuses %j on one line', (v) => {
    expect(hasControlCharacters(v)).toBe(true);
  });
  it('allows tab and line breaks only in multi-line text', () => {
    expect(hasControlCharacters('a\tb\nc\r\n', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b\n', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Zoë Ω 東京 😀 – “quotes”')).toBe(false);
  });
  it('is a zod check with the field\'s message', () => {
    const name = z.string().check(plainText('First name'));
    expect(name.safeParse('Ada').success).toBe(true);
    const r = name.safeParse('A\u0007da');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(controlCharactersMessage('First name'));
    expect(controlCharactersMessage('First name')).toBe('First name must not contain control characters');
  });
  it('strips control characters for file names and logs', () => {
    expect(stripControlCharacters('re\u0000port\u0007.pdf\nforged log line')).toBe('re port .pdf forged log line');
  });
});

describe('log lines', () => {
  it.each(['json', 'pretty'] as const)('escape control characters in logged values (%s)', async (format) => {
    let out = '';
    const dest = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
    createLogger('plain-text-test', 'info', dest, format).info({ fileName: 'a\u0000b\u001b[31mred\nforged line' }, 'upload');
    await until('the log line', () => out.includes('fileName'));
    expect(out).toContain('fileName');
    // eslint-disable-next-line no-control-regex
    expect(out.trimEnd()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(out).not.toMatch(/\nforged line/);
  });
});
