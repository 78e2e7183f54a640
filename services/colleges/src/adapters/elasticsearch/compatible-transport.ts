import { SniffingTransport, type TransportOptions } from '@elastic/elasticsearch';

const V8_JSON = 'application/vnd.elasticsearch+json; compatible-with=8';

/**
 * The 9.x client asks for `compatible-with=9`, which an Elasticsearch 8 server (compose and the chart run
 * 8.17) refuses with media_type_header_exception on every call. Asking for 8 works with 8.x servers and,
 * through REST API compatibility, with 9.x ones.
 */
export class CompatibleTransport extends SniffingTransport {
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
