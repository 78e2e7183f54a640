// `@counsel/kit/elasticsearch`: an Elasticsearch client that 8.x servers accept, with basic auth. Loads the
// client; import it only when ELASTICSEARCH_URL is set (the services' Elasticsearch adapters are loaded on demand).
export * from '../elasticsearch/elasticsearch-client.js';
