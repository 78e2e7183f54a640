import { describe, it } from '@jest/globals';
import { createLogger } from '@counsel/kit';
import { dockerAvailable } from '@counsel/kit/mongo';
import { ElasticsearchCatalogIndex } from '../src/adapters/elasticsearch/elasticsearch-catalog-index.js';
import { catalogIndexContract } from './catalog-index.contract.js';

const docker = await dockerAvailable();
if (docker) {
  catalogIndexContract('elasticsearch', async () => {
    const { ElasticsearchContainer } = await import('@testcontainers/elasticsearch');
    const container = await new ElasticsearchContainer('docker.elastic.co/elasticsearch/elasticsearch:8.15.3')
      .withEnvironment({ 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' })
      .start();
    const index = await ElasticsearchCatalogIndex.connect({ node: container.getHttpUrl(), index: 'contract-colleges', log: createLogger('test', 'silent') });
    return { index, close: async () => { await index.close(); await container.stop(); } };
  });
} else {
  describe('catalog index contract: elasticsearch', () => {
    it.skip('skipped: no Docker engine reachable for testcontainers (run `npm run test:containers` where one exists)', () => undefined);
  });
}
