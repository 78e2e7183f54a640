// The meeting brief says who worded it.
import { describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../../test-support/catalog-t';
import { answeredByText } from './brief-answered-by';

describe('answeredByText', () => {
  it('says whether the records alone or a model worded the brief', async () => {
    await loadGlobalCatalogs('en', ['counselor']);
    expect(answeredByText({ answeredBy: 'offline', model: null })).toBe('Assembled from the records by the offline assistant');
    expect(answeredByText({ answeredBy: 'gemini', model: 'gemini-2.5-flash' })).toBe('Assembled from the records; topics worded by gemini (gemini-2.5-flash)');
    expect(answeredByText({ answeredBy: 'openai', model: null })).toBe('Assembled from the records; topics worded by openai');
  });

  it('says it in Spanish too', async () => {
    await loadGlobalCatalogs('es', ['counselor']);
    expect(answeredByText({ answeredBy: 'offline', model: null })).toBe('Preparado a partir de los registros por el asistente sin conexión');
    expect(answeredByText({ answeredBy: 'openai', model: 'gpt-4o' })).toBe('Preparado a partir de los registros; temas redactados por openai (gpt-4o)');
  });
});
