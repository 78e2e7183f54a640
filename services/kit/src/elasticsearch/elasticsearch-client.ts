import { Client, SniffingTransport, type TransportOptions } from '@elastic/elasticsearch';

const V8_JSON = 'application/vnd.elasticsearch+json; compatible-with=8';

/**
 * The 9.x client asks for `compatible-with=9`, which an Elasticsearch 8 server (compose and the chart run
 * 8.17) refuses with media_type_header_exception on every call. Asking for 8 works with 8.x servers and,
 * through REST API compatibility, with 9.x ones.
 */
class CompatibleTransport extends SniffingTransport {
  constructor(opts: TransportOptions) {
    super({
      ...opts,
      vendoredHeaders: {
        jsonContentType: V8_JSON,
        ndjsonContentType: 'application/vnd.elasticsearch+x-ndjson; compatible-with=8',
        accept: `${V8_JSON},text/plain`,
      },
    });
  }
}

export interface ElasticsearchClientOptions {
  node: string;
  /** Elasticsearch with security on (compose, the chart): basic authentication when a username is given. */
  username?: string;
  password?: string;
}

/** A client every service uses the same way: version 8 compatibility headers and, when given, basic auth. */
export function elasticsearchClient(o: ElasticsearchClientOptions): Client {
  return new Client({
    node: o.node, Transport: CompatibleTransport,
    ...(o.username ? { auth: { username: o.username, password: o.password ?? '' } } : {}),
  });
}
