import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { DurableLocalBus } from './bus/durable-local-bus.js';
import { ConfigError } from './errors.js';
import { startModules, startOrder, type ModuleContext, type ServiceModule } from './modules.js';

const mod = (name: string, dependsOn: string[] = [], start?: ServiceModule['start']): ServiceModule => ({
  name,
  dependsOn,
  start: start ?? (async () => ({ name, close: async () => undefined })),
});
const names = (ms: ServiceModule[]) => ms.map((m) => m.name);

// identity <- students <- documents; knowledge <- chat; settings alone
const all = [
  mod('chat', ['knowledge', 'identity']),
  mod('documents', ['students', 'identity']),
  mod('students', ['identity']),
  mod('knowledge', ['identity']),
  mod('identity'),
  mod('settings'),
];

describe('startOrder', () => {
  it('starts every module after the selected modules it depends on', () => {
    const order = names(startOrder(all, ['chat', 'documents', 'students', 'knowledge', 'identity', 'settings']));
    expect([...order].sort()).toEqual(['chat', 'documents', 'identity', 'knowledge', 'settings', 'students']);
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('identity', 'students');
    before('students', 'documents');
    before('identity', 'knowledge');
    before('knowledge', 'chat');
  });

  it('keeps the target order where dependencies allow it', () => {
    expect(names(startOrder(all, ['settings', 'documents', 'students', 'identity']))).toEqual(['settings', 'identity', 'students', 'documents']);
  });

  it('starts one target alone: dependencies outside the selection are reached over the network', () => {
    expect(names(startOrder(all, ['documents']))).toEqual(['documents']);
    expect(names(startOrder(all, ['documents', 'identity']))).toEqual(['identity', 'documents']);
  });

  it('lists a module once even when targeted twice or needed by several', () => {
    expect(names(startOrder(all, ['identity', 'students', 'identity', 'knowledge']))).toEqual(['identity', 'students', 'knowledge']);
  });

  it('rejects an unknown target, naming the known modules', () => {
    expect(() => startOrder(all, ['billing'])).toThrow(ConfigError);
    expect(() => startOrder(all, ['billing'])).toThrow(/unknown module "billing".*identity/);
  });

  it('detects a dependency cycle among selected modules and shows the chain', () => {
    const cyclic = [mod('a', ['b']), mod('b', ['c']), mod('c', ['a'])];
    expect(() => startOrder(cyclic, ['a', 'b', 'c'])).toThrow(ConfigError);
    expect(() => startOrder(cyclic, ['a', 'b', 'c'])).toThrow('module dependency cycle: a -> b -> c -> a');
    expect(() => startOrder([mod('self', ['self'])], ['self'])).toThrow(/cycle: self -> self/);
  });

  it('ignores a cycle that runs through a module outside the selection', () => {
    const cyclic = [mod('a', ['b']), mod('b', ['a'])];
    expect(names(startOrder(cyclic, ['a']))).toEqual(['a']);
  });
});

describe('startModules', () => {
  const silent = pino({ level: 'silent' });
  const base = async () => ({ env: { BILLING_URL: 'http://billing:4009' }, bus: await DurableLocalBus.open({ dataDir: ':memory:', log: silent }), log: silent });

  it('starts in dependency order, shares URLs, and closes in reverse', async () => {
    const events: string[] = [];
    const seen: Record<string, string> = {};
    const tracked = (name: string, deps: string[]) =>
      mod(name, deps, async (ctx: ModuleContext) => {
        for (const d of deps) seen[`${name}->${d}`] = ctx.serviceUrl(d);
        events.push(`start ${name}`);
        return { name, url: `http://local/${name}`, close: async () => void events.push(`close ${name}`) };
      });
    const app = await startModules([tracked('students', ['identity', 'billing']), tracked('identity', [])], ['students', 'identity'], await base());
    expect([...app.running.keys()]).toEqual(['identity', 'students']);
    expect(seen).toEqual({ 'students->identity': 'http://local/identity', 'students->billing': 'http://billing:4009' });
    await app.close();
    expect(events).toEqual(['start identity', 'start students', 'close students', 'close identity']);
  });

  it('closes what already started when a later module fails, and rethrows', async () => {
    const closed: string[] = [];
    const ok = (name: string) => mod(name, [], async () => ({ name, close: async () => void closed.push(name) }));
    const failing = mod('chat', ['identity', 'knowledge'], async () => { throw new Error('port in use'); });
    await expect(startModules([ok('identity'), ok('knowledge'), failing], ['identity', 'knowledge', 'chat'], await base())).rejects.toThrow('port in use');
    expect(closed).toEqual(['knowledge', 'identity']);
  });

  it('fails with ConfigError when a dependency is neither local nor configured', async () => {
    const needy = mod('chat', ['knowledge'], async (ctx) => ({ name: 'chat', url: ctx.serviceUrl('knowledge'), close: async () => undefined }));
    await expect(startModules([needy, mod('knowledge')], ['chat'], await base())).rejects.toThrow(/KNOWLEDGE_URL/);
  });
});
