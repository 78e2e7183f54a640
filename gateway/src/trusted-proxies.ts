import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for the private ranges (Fastify's trustProxy understands them). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the addresses or CIDR ranges of the proxies in front of the gateway (comma-separated).
 * Only a request whose peer is one of them has its X-Forwarded-For, -Proto and -Host read; by default
 * none is trusted, so a client cannot choose its own address, scheme or host by sending the headers.
 */
export const trustedProxies = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v ?? []),
  z.array(z.string().refine(validEntry, { message: 'TRUSTED_PROXIES: each entry must be an IP address, a CIDR range, or loopback/linklocal/uniquelocal' })),
);

/** Fastify's trustProxy for the list: off when empty, so forwarding headers are never read. */
export const trustProxyOption = (proxies: readonly string[]): false | string[] => (proxies.length ? [...proxies] : false);
