import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The first port the kernel hands out for `listen(0)`; Linux's default where it cannot be read. */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > 11_000) return low;
  } catch {
    // Not Linux, or no /proc: fall through.
  }
  return 32_768;
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * A port nothing listens on, for a server a test starts later (or stops and starts again) at a fixed address.
 * Taken below the kernel's ephemeral range: a port from `listen(0)` could be handed again, before the test binds
 * it, to any of the many servers the portals start on port 0 (a CI run failed on exactly that, EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  const high = ephemeralStart() - 1;
  const low = 10_000;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${low} and ${high}`);
}
