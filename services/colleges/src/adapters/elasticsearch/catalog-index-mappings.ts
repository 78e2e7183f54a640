import type { estypes } from '@elastic/elasticsearch';

/**
 * A catalog index (one per loaded version, behind the alias). Words are the shared tokens of
 * domain/catalog-text.ts, so the whitespace tokenizer is all the analysis needed and prefix and fuzzy
 * queries see the same words SQLite FTS5 does. The College itself rides along unindexed in `doc`.
 */
export function catalogIndexBody(version: string): Pick<estypes.IndicesCreateRequest, 'settings' | 'mappings'> {
  return {
    settings: {
      number_of_shards: 1,
      analysis: { analyzer: { catalog_words: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase'] } } },
    },
    mappings: {
      dynamic: 'strict',
      _meta: { version },
      properties: {
        unitid: { type: 'keyword' },
        name_norm: { type: 'keyword' },
        name_words: { type: 'text', analyzer: 'catalog_words' },
        search_words: { type: 'text', analyzer: 'catalog_words' },
        state: { type: 'keyword' },
        control: { type: 'keyword' },
        test_policy: { type: 'keyword' },
        undergrads: { type: 'integer' },
        admission_rate: { type: 'double' },
        net_price: { type: 'integer' },
        doc: { type: 'object', enabled: false },
      },
    },
  };
}
