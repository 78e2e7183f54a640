import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { SharedReadCache } from '../../services/kit/src/shared-reads.js';
import { jsonOfKeptDerivation, jsonOfKeptShape, memoizeSharedShaping } from '../src/shaping-memo.js';

interface Shaping {
  computeResponse: (args: { operation: object; variables?: Record<string, unknown>; input: Record<string, unknown>; introspectionHandling: () => unknown }) => { data?: unknown; errors: unknown[] };
}
const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
const shaping = fromGateway('./resultShaping.js') as Shaping;
const internals = fromGateway('@apollo/federation-internals') as {
  buildSchema: (source: string) => object;
  operationFromDocument: (schema: object, document: ReturnType<typeof parse>, options?: { validate?: boolean }) => object;
};

describe("the gateway's shaping of a kept shared answer", () => {
  memoizeSharedShaping();
  const schema = internals.buildSchema('type Query { page: Page } type Page { items: [Item!]! total: Int! } type Item { id: ID! name: String! extra: String }');
  const operation = (text: string) => internals.operationFromDocument(schema, parse(text), { validate: false });
  const shape = (op: object, input: Record<string, unknown>, variables?: Record<string, unknown>) =>
    shaping.computeResponse({ operation: op, input, variables, introspectionHandling: () => null });
  const answer = () => ({ page: { items: [{ id: '1', name: 'One', extra: 'x' }, { id: '2', name: 'Two', extra: null }], total: 2 } });
  const kept = (n: number) => new SharedReadCache().keep(`k${n}`, answer());

  it('is shaped once per operation and variables, the same frozen data as shaping it anew', () => {
    const op = operation('query P($full: Boolean!) { page { items { id name extra @include(if: $full) } total } }');
    const data = kept(1);
    const first = shape(op, { page: data.page }, { full: false });
    const again = shape(op, { page: data.page }, { full: false });
    expect(again.data).toBe(first.data);
    expect(Object.isFrozen(again.data)).toBe(true);
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(shape(op, answer(), { full: false }).data));
    expect(JSON.stringify(again.data)).toBe('{"page":{"items":[{"id":"1","name":"One"},{"id":"2","name":"Two"}],"total":2}}');
    // Other variables: shaped for them.
    expect(JSON.stringify(shape(op, { page: data.page }, { full: true }).data))
      .toBe('{"page":{"items":[{"id":"1","name":"One","extra":"x"},{"id":"2","name":"Two","extra":null}],"total":2}}');
    // What a route answers from it: its text, serialized once.
    const page = (again.data as { page: object }).page;
    expect(jsonOfKeptShape(page)).toBe(JSON.stringify(page));
    expect(jsonOfKeptShape(page)).toBe(jsonOfKeptShape(page));
    // Another operation over the same answer: its own shape.
    expect(JSON.stringify(shape(operation('{ page { total } }'), { page: data.page }).data)).toBe('{"page":{"total":2}}');
  });

  it('shapes anything else every time: values not kept, or a new answer after a change', () => {
    const op = operation('{ page { items { id } total } }');
    const plain = answer();
    const unkept = shape(op, { page: plain.page }).data as { page: object };
    expect(shape(op, { page: plain.page }).data).not.toBe(unkept);
    expect(jsonOfKeptShape(unkept.page)).toBeUndefined();
    expect(jsonOfKeptDerivation(unkept.page, () => 'derived')).toBeUndefined();
    const before = shape(op, { page: kept(2).page }).data;
    expect(shape(op, { page: kept(3).page }).data).not.toBe(before);
  });

  it('keeps what a route derives from a kept root as its text, per derivation, worked out once', () => {
    const op = operation('{ page { items { id name } total } }');
    const page = (shape(op, { page: kept(4).page }).data as { page: { items: { id: string; name: string }[] } }).page;
    let runs = 0;
    const names = (p: typeof page) => { runs++; return p.items.map((i) => i.name); };
    expect(jsonOfKeptDerivation(page, names)).toBe('["One","Two"]');
    expect(jsonOfKeptDerivation(page, names)).toBe('["One","Two"]');
    expect(runs).toBe(1);
    expect(jsonOfKeptDerivation(page, (p) => p.items.length)).toBe('2');
  });
});
