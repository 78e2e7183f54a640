import { describe, expect, it } from '@jest/globals';
import { ConfigError, createLogger, loadConfig } from '@counsel/kit';
import { chatConfigSchema } from '../config.js';
import { openModelAnswerer } from './open-adapters.js';

/** Which model answers chat turns is configuration only (docs/ai-data-flow.md): LLM_BASE_URL, then GEMINI_API_KEY, then none. */
const log = createLogger('test', 'silent');
const answererFor = async (env: Record<string, string>) => openModelAnswerer(loadConfig(chatConfigSchema, env), log);

describe('the model that answers chat turns', () => {
  it('is the OpenAI-compatible server when LLM_BASE_URL is set, even with a Gemini key', async () => {
    const a = await answererFor({ LLM_BASE_URL: 'http://ollama:11434/v1', LLM_MODEL: 'llama3.1:8b', GEMINI_API_KEY: 'g-key' });
    expect(a).toMatchObject({ name: 'openai', model: 'llama3.1:8b' });
  });

  it('is Gemini with only a Gemini key', async () => {
    expect(await answererFor({ GEMINI_API_KEY: 'g-key' })).toMatchObject({ name: 'gemini', model: 'gemini-2.5-flash' });
  });

  it('is none (the offline assistant answers) with neither; empty values count as unset', async () => {
    expect(await answererFor({})).toBeNull();
    expect(await answererFor({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '', GEMINI_API_KEY: '' })).toBeNull();
  });

  it('refuses to start with LLM_BASE_URL but no LLM_MODEL, or with a base URL that is not one', () => {
    expect(() => loadConfig(chatConfigSchema, { LLM_BASE_URL: 'http://ollama:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig(chatConfigSchema, { LLM_BASE_URL: 'http://ollama:11434/v1' })).toThrow(/LLM_MODEL is required when LLM_BASE_URL is set/);
    expect(() => loadConfig(chatConfigSchema, { LLM_BASE_URL: 'ollama', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });
});
