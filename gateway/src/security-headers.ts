import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would set, computed once. @fastify/helmet builds a new helmet
 * middleware (and re-parses the CSP) on every request, which cost a tenth of the gateway's CPU on its
 * busiest route; without CSP nonces every header is the same for every response, so we ask helmet
 * once, against a recording response, and replay the result.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  // helmet's types want Node's IncomingMessage and ServerResponse; it only reads nothing and sets headers here.
  helmet(options)({} as never, recorder as never, (err?: unknown) => { failure = err ?? null; });
  if (failure) throw failure;
  return headers;
}
