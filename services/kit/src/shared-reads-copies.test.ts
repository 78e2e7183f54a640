import { describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { directExecutor } from './direct-execution.js';
import { copyAnswer, deepFreeze, isSharedAnswer, type SharedReads } from './shared-reads.js';

describe('shared reads handed out as copies', () => {
  it('runs the resolvers once per scope and hands every caller its own changeable copy', async () => {
    const state = { runs: 0, revision: 1 };
    const schema = buildSchema('type Query { me: Me } type Me { name: String, user: Ref } type Ref { id: ID }');
    schema.getQueryType()!.getFields().me.resolve = () => { state.runs++; return { name: `n${state.revision}`, user: { id: 'u1' } }; };
    const reads: SharedReads<{ who: string }> = { covers: () => 'copies', scope: (ctx) => `${ctx.who}@${state.revision}` };
    const run = directExecutor(schema, (f) => f, async () => ({ errors: [{ message: 'fallback' }] }), 500, reads);
    const query = '{ me { name user { id } } }';
    const first = await run({ query }, { who: 'a' });
    const second = await run({ query }, { who: 'a' });
    expect(state.runs).toBe(1);
    expect(second).toEqual({ data: { me: { name: 'n1', user: { id: 'u1' } } } });
    expect(second.data).not.toBe(first.data);
    expect(isSharedAnswer(second.data)).toBe(false);
    // A caller merging into its answer (as the gateway does with another subgraph's fields) changes only its own.
    (second.data as { me: { user: Record<string, unknown> } }).me.user.email = 'merged';
    (first.data as { me: { user: Record<string, unknown> } }).me.user.email = 'merged';
    expect(await run({ query }, { who: 'a' })).toEqual({ data: { me: { name: 'n1', user: { id: 'u1' } } } });
    // Another reader, another revision: worked out again.
    await run({ query }, { who: 'b' });
    state.revision = 2;
    expect(await run({ query }, { who: 'a' })).toEqual({ data: { me: { name: 'n2', user: { id: 'u1' } } } });
    expect(state.runs).toBe(3);
  });

  it('copies every level of a kept (frozen) answer: objects graphql-js made without a prototype, lists, nulls', () => {
    const row = Object.assign(Object.create(null) as Record<string, unknown>, { id: 's1', tags: ['a', 'b'], user: { id: 'u1', schoolIds: [] }, gpa: null, n: 0 });
    const kept = { students: { total: 1, items: [row] } };
    deepFreeze(kept);
    const copy = copyAnswer(kept);
    expect(copy).toEqual({ students: { total: 1, items: [{ id: 's1', tags: ['a', 'b'], user: { id: 'u1', schoolIds: [] }, gpa: null, n: 0 }] } });
    const item = copy.students.items[0] as { tags: string[]; user: { id: string; schoolIds: string[]; email?: string } };
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.students.items) || Object.isFrozen(item) || Object.isFrozen(item.tags) || Object.isFrozen(item.user.schoolIds)).toBe(false);
    item.user.email = 'merged';
    item.tags.push('c');
    expect(row.user).toEqual({ id: 'u1', schoolIds: [] });
    expect(row.tags).toEqual(['a', 'b']);
  });
});
