import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { commonConfigSchema, loadConfig } from './config.js';
import { createLogger, logFormatFrom } from './logger.js';

function capture() {
  const chunks: string[] = [];
  const out = new Writable({ write(chunk, _enc, cb) { chunks.push(String(chunk)); cb(); } });
  return { chunks, out };
}

describe('log format', () => {
  it('is readable at a terminal and JSON for a pipe, unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFrom({}, true)).toBe('pretty');
    expect(logFormatFrom({}, false)).toBe('json');
    expect(logFormatFrom({ LOG_FORMAT: '' }, true)).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatFrom({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: ' Pretty ' }, false)).toBe('pretty');
  });

  it('rejects an unknown LOG_FORMAT with a clear configuration error', () => {
    expect(() => loadConfig(commonConfigSchema, { LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(loadConfig(commonConfigSchema, { LOG_FORMAT: 'PRETTY' }).LOG_FORMAT).toBe('pretty');
  });

  it('pretty: one readable line per entry, secrets still redacted', () => {
    const { chunks, out } = capture();
    const log = createLogger('identity', 'info', out, 'pretty');
    log.info({ userId: 'u1', password: 'hunter2' }, 'signed in');
    const text = chunks.join('');
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/INFO.*signed in/);
    expect(text).toContain('userId: "u1"');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('hunter2');
  });

  it('json: one JSON object per line, as log collectors expect', () => {
    const { chunks, out } = capture();
    createLogger('identity', 'info', out, 'json').info({ userId: 'u1', password: 'hunter2' }, 'signed in');
    const line = JSON.parse(chunks.join(''));
    expect(line).toMatchObject({ level: 30, service: 'identity', msg: 'signed in', userId: 'u1', password: '[redacted]' });
  });
});
