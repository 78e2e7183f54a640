// The chat names what actually answers.
import { describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { assistantLabel } from './assistant-label';

describe('assistantLabel', () => {
  it('names the configured model, or says the offline assistant answers', async () => {
    await loadGlobalCatalogs('en', ['assistant']);
    expect(assistantLabel({ provider: 'gemini', model: 'gemini-2.5-flash' })).toBe('Powered by Gemini (gemini-2.5-flash)');
    expect(assistantLabel({ provider: 'gemini' })).toBe('Powered by Gemini');
    expect(assistantLabel({ provider: 'openai', model: 'llama-3.1-8b' })).toBe('Powered by llama-3.1-8b');
    expect(assistantLabel({ provider: 'openai', model: null })).toBe('Powered by an OpenAI-compatible model');
    expect(assistantLabel({ provider: 'offline' })).toBe('Answered by the offline assistant (no generative model configured)');
    expect(assistantLabel(undefined)).toBe('Assistant');
  });

  it('says so in Spanish', async () => {
    await loadGlobalCatalogs('es', ['assistant']);
    expect(assistantLabel({ provider: 'gemini', model: 'gemini-2.5-flash' })).toBe('Con la tecnología de Gemini (gemini-2.5-flash)');
    expect(assistantLabel({ provider: 'offline' })).toBe('Responde el asistente sin conexión (no hay un modelo generativo configurado)');
  });
});
