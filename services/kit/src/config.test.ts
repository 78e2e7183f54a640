import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { commonConfigSchema, flag, loadConfig, optionalString, optionalUrl, port } from './config.js';
import { ConfigError } from './errors.js';

describe('loadConfig', () => {
  it('returns the parsed configuration, with defaults filled in', () => {
    const config = loadConfig(commonConfigSchema, { LOG_LEVEL: 'debug', NATS_URL: 'nats://nats:4222' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      DATA_DIR: './data',
      HOST: '127.0.0.1',
      KEYCLOAK_REALM: 'counsel',
      NATS_URL: 'nats://nats:4222',
    });
    expect(config.MONGODB_URL).toBeUndefined();
  });

  it('coerces and bounds values through the schema', () => {
    const schema = z.object({ PORT: port(4001) });
    expect(loadConfig(schema, {}).PORT).toBe(4001);
    expect(loadConfig(schema, { PORT: '8080' }).PORT).toBe(8080);
    expect(() => loadConfig(schema, { PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('throws one ConfigError naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig(commonConfigSchema, { LOG_LEVEL: 'loud', NODE_ENV: 'staging', KEYCLOAK_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^invalid configuration:/);
    for (const name of ['LOG_LEVEL', 'NODE_ENV', 'KEYCLOAK_URL']) expect(message).toContain(`${name}:`);
    expect(message).not.toContain('HOST');
  });

  it('reports a required variable that is missing', () => {
    expect(() => loadConfig(z.object({ SECRET: z.string() }), {})).toThrow(/SECRET:/);
  });
});

describe('flag', () => {
  const on = flag(true);
  const off = flag(false);
  it('uses the fallback when the variable is unset or empty', () => {
    expect(on.parse(undefined)).toBe(true);
    expect(on.parse('')).toBe(true);
    expect(off.parse(undefined)).toBe(false);
    expect(off.parse('')).toBe(false);
  });
  it.each(['0', 'false', 'FALSE', 'no', 'No', 'off'])('reads %j as false', (v) => {
    expect(on.parse(v)).toBe(false);
  });
  it.each(['1', 'true', 'TRUE', 'yes', 'on'])('reads %j as true', (v) => {
    expect(off.parse(v)).toBe(true);
  });
  it('works inside loadConfig', () => {
    const schema = z.object({ SEED: flag(false), METRICS: flag(true) });
    expect(loadConfig(schema, { SEED: 'yes', METRICS: 'off' })).toEqual({ SEED: true, METRICS: false });
  });
});

describe('optionalString and optionalUrl', () => {
  it('treat an empty value as not set', () => {
    expect(optionalString.parse('')).toBeUndefined();
    expect(optionalString.parse(undefined)).toBeUndefined();
    expect(optionalString.parse('value')).toBe('value');
    expect(optionalUrl.parse('')).toBeUndefined();
    expect(optionalUrl.parse('http://identity:4001')).toBe('http://identity:4001');
    expect(() => optionalUrl.parse('identity')).toThrow();
  });
  it('keep an empty compose variable from failing validation', () => {
    const config = loadConfig(commonConfigSchema, { NATS_URL: '', KEYCLOAK_URL: '', TOKEN_ISSUER: '' });
    expect(config.NATS_URL).toBeUndefined();
    expect(config.KEYCLOAK_URL).toBeUndefined();
    expect(config.TOKEN_ISSUER).toBeUndefined();
  });
});
