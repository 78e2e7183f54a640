import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { quietPeriod } from '../../services/kit/test/support/eventually.js';

// The portal holds student records: it must not call anyone outside the machine unless configured to
// (Gemini, a collector). Every outgoing TCP connection is recorded while the portal starts and serves.
const destinations: string[] = [];
const onSocket = (message: unknown) => {
  const socket = (message as { socket: import('node:net').Socket }).socket;
  // A name lookup names the host even when it fails; a connection names the address it reached.
  socket.once('lookup', (_err: unknown, address: string, _family: unknown, host: string) => destinations.push(host || address));
  socket.once('connect', () => destinations.push(String(socket.remoteAddress)));
};
let portal: TestPortal;
beforeAll(async () => {
  delete process.env.APOLLO_TELEMETRY_DISABLED;
  subscribe('net.client.socket', onSocket);
  portal = await startTestPortal();
  const c = await clientsFor(portal);
  await c.counselor.get('/api/students');
  await c.student.get('/api/students/me');
  await quietPeriod(500); // a call home made after the answers: no condition to wait for, so room for one to show up
});
afterAll(async () => {
  unsubscribe('net.client.socket', onSocket);
  await portal?.close();
});

describe('outgoing connections', () => {
  it('go to loopback only', () => {
    expect(destinations.length).toBeGreaterThan(0); // the recorder works: in-portal HTTP calls are seen
    const outside = destinations.filter((d) => !/^(127\.|::1$|::ffff:127\.|localhost$)/.test(d));
    expect(outside).toEqual([]);
  });

  it('leave Apollo’s usage telemetry off by default', () => {
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });
});
