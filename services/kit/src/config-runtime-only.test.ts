import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { commonConfigSchema, loadConfig, optionalString, port, runtimeOnly, runtimeOnlyKeys } from './config.js';

describe('runtimeOnly', () => {
  it('marks the settings of a schema where they are declared, through extend', () => {
    const schema = commonConfigSchema.extend({ PORT: runtimeOnly(port(4000)), SECRET: optionalString, LIMIT: runtimeOnly(z.coerce.number().default(5)) });
    expect(runtimeOnlyKeys(schema).sort()).toEqual(['DATA_DIR', 'LIMIT', 'LOG_LEVEL', 'NODE_ENV', 'PORT']);
  });

  it('marks a copy: a shared setting schema stays unmarked where it is used unmarked', () => {
    const schema = z.object({ WEB_DIST: runtimeOnly(optionalString), OTHER: optionalString });
    expect(runtimeOnlyKeys(schema)).toEqual(['WEB_DIST']);
  });

  it('leaves how a setting reads as it was', () => {
    const schema = commonConfigSchema.extend({ PORT: runtimeOnly(port(4000)), WEB_DIST: runtimeOnly(optionalString) });
    expect(loadConfig(schema, { PORT: '81', WEB_DIST: '' })).toMatchObject({ PORT: 81, WEB_DIST: undefined, DATA_DIR: './data' });
    expect(() => loadConfig(schema, { PORT: 'x' })).toThrow('PORT');
  });
});
