import { describe, expect, it } from '@jest/globals';
import { buildSchema, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import { directExecutor } from './direct-execution.js';
import { isSharedAnswer, type SharedReads } from './shared-reads.js';

interface Ctx { signedIn: boolean }

/** A catalog of words behind a shared `search`, a per-caller `mine`, and a counter of resolver runs. */
function probe() {
  const state = { revision: 1 as number | null, words: ['apple', 'avocado', 'banana'], runs: 0 };
  const schema = buildSchema('type Query { search(prefix: String!): [String!]!, mine: String }');
  const fields = schema.getQueryType()!.getFields();
  const search: GraphQLFieldResolver<unknown, Ctx, { prefix: string }> = (_, { prefix }, ctx) => {
    state.runs++;
    if (!ctx.signedIn) throw new Error('sign in first');
    if (prefix === '!') throw new Error('not a prefix');
    return state.words.filter((w) => w.startsWith(prefix));
  };
  fields.search.resolve = search;
  fields.mine.resolve = () => { state.runs++; return 'only yours'; };
  const reads: SharedReads<Ctx> = {
    covers: (document: DocumentNode) => !JSON.stringify(document).includes('"mine"'),
    scope: (ctx) => (ctx.signedIn && state.revision !== null ? `words@${state.revision}` : null),
  };
  const fallback = async () => ({ errors: [{ message: 'fallback' }] });
  const run = directExecutor<Ctx>(schema, (f) => f, fallback, 500, reads);
  return { state, run };
}

const SEARCH = 'query S($p: String!) { search(prefix: $p) }';
const user = { signedIn: true };

describe('shared reads in the in-process executor', () => {
  it('answers a shared read again without its resolvers, the same frozen answer, per variables', async () => {
    const { state, run } = probe();
    const first = await run({ query: SEARCH, variables: { p: 'a' } }, user);
    expect(first).toEqual({ data: { search: ['apple', 'avocado'] } });
    const again = await run({ query: SEARCH, variables: { p: 'a' } }, user);
    expect(state.runs).toBe(1);
    expect(again.data).toBe(first.data);
    expect(Object.isFrozen(again.data?.search)).toBe(true);
    expect(isSharedAnswer(again.data?.search)).toBe(true);
    // Other variables: another answer.
    expect(await run({ query: SEARCH, variables: { p: 'b' } }, user)).toEqual({ data: { search: ['banana'] } });
    expect(state.runs).toBe(2);
  });

  it('shows a change of the data at once: a new revision runs the resolvers again', async () => {
    const { state, run } = probe();
    await run({ query: SEARCH, variables: { p: 'a' } }, user);
    state.words.push('apricot');
    state.revision = 2;
    expect(await run({ query: SEARCH, variables: { p: 'a' } }, user)).toEqual({ data: { search: ['apple', 'avocado', 'apricot'] } });
    // Mid-change (no revision): run every time, keep nothing.
    state.revision = null;
    await run({ query: SEARCH, variables: { p: 'a' } }, user);
    await run({ query: SEARCH, variables: { p: 'a' } }, user);
    expect(state.runs).toBe(4);
  });

  it('still refuses a caller the service would refuse, after the answer was kept for another', async () => {
    const { run } = probe();
    await run({ query: SEARCH, variables: { p: 'a' } }, user);
    const stranger = await run({ query: SEARCH, variables: { p: 'a' } }, { signedIn: false });
    expect(stranger.data).toBeNull();
    expect(stranger.errors?.[0]?.message).toBe('sign in first');
  });

  it('never keeps what the service does not declare shared, nor an answer with errors', async () => {
    const { state, run } = probe();
    await run({ query: '{ mine }' }, user);
    await run({ query: '{ mine }' }, user);
    expect(state.runs).toBe(2);
    expect((await run({ query: SEARCH, variables: { p: '!' } }, user)).errors?.[0]?.message).toBe('not a prefix');
    expect((await run({ query: SEARCH, variables: { p: '!' } }, user)).errors?.[0]?.message).toBe('not a prefix');
    expect(state.runs).toBe(4);
  });
});

describe('what the in-process executor tells its caller of an answer (KeptReadWitness)', () => {
  /** Runs the call and returns what the witness was told: a check, or null. */
  const witnessed = async (run: ReturnType<typeof probe>['run'], query: string, variables: Record<string, unknown> | undefined, ctx: Ctx) => {
    const told: ((() => boolean) | null | 'never')[] = [];
    await run({ query, variables }, ctx, (stands) => told.push(stands));
    expect(told).toHaveLength(1);
    return told[0];
  };

  it('tells of a kept read, computed or kept, a check that holds until the data under it changes', async () => {
    const { state, run } = probe();
    const computed = await witnessed(run, SEARCH, { p: 'a' }, user);
    const kept = await witnessed(run, SEARCH, { p: 'a' }, user);
    expect(state.runs).toBe(1);
    expect(computed?.()).toBe(true);
    expect(kept?.()).toBe(true);
    state.revision = 2;
    expect(computed?.()).toBe(false);
    expect(kept?.()).toBe(false);
    state.revision = null;
    expect(kept?.()).toBe(false);
  });

  it('tells "never" of a read not declared shared, null of everything else not kept: an error, a refused caller, data mid-change, a text Apollo answers', async () => {
    const { state, run } = probe();
    expect(await witnessed(run, '{ mine }', undefined, user)).toBe('never');
    expect(await witnessed(run, SEARCH, { p: '!' }, user)).toBeNull();
    expect(await witnessed(run, SEARCH, { p: 'a' }, { signedIn: false })).toBeNull();
    expect(await witnessed(run, '{ nothing }', undefined, user)).toBeNull();
    state.revision = null;
    expect(await witnessed(run, SEARCH, { p: 'a' }, user)).toBeNull();
  });
});
