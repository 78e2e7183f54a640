import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { ResolverContext } from './resolver-context.js';

// What Apollo Server does with a context before each operation (executeOperation's cloneObject).
const apolloCopy = <T extends object>(o: T): T => Object.assign(Object.create(Object.getPrototypeOf(o) as object) as T, o);

describe('ResolverContext', () => {
  it("makes the logger only when a resolver logs, also on Apollo's copy, and once per copy", () => {
    const lines: string[] = [];
    const root = createLogger('ctx-test', 'info', new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } }));
    let made = 0;
    const ctx = new ResolverContext(null, 'tok', 'req-1', '10.0.0.1', () => { made++; return root.child({ reqId: 'req-1' }); });
    const copy = apolloCopy(ctx);
    expect(made).toBe(0);
    expect(copy).toMatchObject({ principal: null, token: 'tok', requestId: 'req-1', clientAddress: '10.0.0.1' });
    copy.log.info('resolver ran');
    copy.log.info('again');
    expect(made).toBe(1);
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ reqId: 'req-1', msg: 'resolver ran' }), expect.objectContaining({ reqId: 'req-1', msg: 'again' }),
    ]);
  });
});
