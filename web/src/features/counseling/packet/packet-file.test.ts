import { describe, expect, it } from '@jest/globals';
import { packetFileName } from './packet-file';

describe('the packet file name', () => {
  it('takes the UTF-8 name the server gives, in any script', () => {
    const header = `attachment; filename="packet-Ma__ Chen-_____.pdf"; filename*=UTF-8''${encodeURIComponent('packet-Mayá 陈-Université de Montréal.pdf')}`;
    expect(packetFileName(header, 'fallback.pdf')).toBe('packet-Mayá 陈-Université de Montréal.pdf');
  });

  it('falls back, replaces characters a file system refuses, and ends in .pdf', () => {
    expect(packetFileName(null, 'Packet - Maya Chen - MIT')).toBe('Packet - Maya Chen - MIT.pdf');
    expect(packetFileName(`attachment; filename*=UTF-8''${encodeURIComponent('a/b:c?.pdf')}`, 'x')).toBe('a_b_c_.pdf');
    expect(packetFileName("attachment; filename*=UTF-8''%E0%A4%A", 'Packet')).toBe('Packet.pdf');
  });
});
