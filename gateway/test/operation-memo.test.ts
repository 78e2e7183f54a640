import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { parse, type DocumentNode } from 'graphql';
import { memoizeGatewayOperations } from '../src/operation-memo.js';

type Build = (schema: object, document: DocumentNode, options?: { operationName?: string; validate?: boolean }) => unknown;

/** The module @apollo/gateway's executeQueryPlan calls through (federation-internals' index re-exports it by getter). */
const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
const internals = fromGateway('@apollo/federation-internals') as { operationFromDocument: Build; buildSchema: (source: string) => object };

describe('the gateway model of an operation, kept per parsed document', () => {
  memoizeGatewayOperations();
  const schema = internals.buildSchema('type Query { a: Int, b: B } type B { c: Int }');
  const shaped = (doc: DocumentNode) => ({ kind: doc.kind, definitions: [...doc.definitions] }) as DocumentNode;

  it('builds the model once for the same operation and fragment nodes, as executeQueryPlan asks for it', () => {
    const doc = parse('query Q { a b { ...F } } fragment F on B { c }');
    const first = internals.operationFromDocument(schema, shaped(doc), { validate: false });
    expect(internals.operationFromDocument(schema, shaped(doc), { validate: false })).toBe(first);
  });

  it('builds anew for other nodes, even of the same text, and for calls of another shape', () => {
    const text = 'query Q { a b { ...F } } fragment F on B { c }';
    const doc = parse(text);
    const first = internals.operationFromDocument(schema, shaped(doc), { validate: false });
    expect(internals.operationFromDocument(schema, shaped(parse(text)), { validate: false })).not.toBe(first);
    // The same operation node with other fragment nodes.
    const other = parse('fragment F on B { c }').definitions[0];
    expect(internals.operationFromDocument(schema, { kind: doc.kind, definitions: [doc.definitions[0], other] } as DocumentNode, { validate: false })).not.toBe(first);
    // The query planner's call (validated, by operation name) is never remembered.
    const planned = internals.operationFromDocument(schema, doc, { operationName: 'Q' });
    expect(internals.operationFromDocument(schema, doc, { operationName: 'Q' })).not.toBe(planned);
  });

  it('keeps models apart per schema', () => {
    const other = internals.buildSchema('type Query { a: Int, b: B } type B { c: Int }');
    const doc = parse('{ a }');
    expect(internals.operationFromDocument(other, shaped(doc), { validate: false }))
      .not.toBe(internals.operationFromDocument(schema, shaped(doc), { validate: false }));
  });
});
