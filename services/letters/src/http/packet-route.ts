import type { FastifyInstance } from 'fastify';
import { principalFromBearer, type TokenVerifier } from '@counsel/kit';
import type { PacketService } from '../application/packet.service.js';

/** The packet's bytes, reached through the gateway only (which forwards the caller's own token). */
export function registerPacketRoute(app: FastifyInstance, packets: PacketService, verifier: () => TokenVerifier) {
  app.get('/internal/students/:id/packets/:collegeId', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id, collegeId } = req.params as { id: string; collegeId: string };
    const file = await packets.packet(principal, id, collegeId);
    reply.header('content-type', 'application/pdf');
    reply.header('content-length', String(file.bytes.byteLength));
    reply.header('x-counsel-file-name', encodeURIComponent(file.fileName));
    return reply.send(Buffer.from(file.bytes));
  });
}
